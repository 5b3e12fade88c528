import { describe, expect, it } from 'vitest';
import { browserName, operatingSystem } from './device-facts';

const AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  linuxChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('what a user agent says about the device', () => {
  it.each([
    ['iphone', 'iOS 17.4', 'Safari 17'],
    ['pixel', 'Android 14', 'Chrome 126'],
    ['samsung', 'Android 13', 'Samsung Internet 25'],
    ['edge', 'Windows NT 10.0', 'Edge 126'],
    ['firefoxMac', 'macOS 14.5', 'Firefox 127'],
    ['chromeIos', 'iOS 16.6', 'Chrome 126'],
    ['linuxChromium', 'Linux', 'Chrome 131'],
  ] as const)('%s: %s, %s', (agent, system, browser) => {
    expect(operatingSystem(AGENTS[agent])).toBe(system);
    expect(browserName(AGENTS[agent])).toBe(browser);
  });

  it('says nothing it cannot read', () => {
    expect(operatingSystem('curl/8.5.0')).toBeNull();
    expect(browserName('curl/8.5.0')).toBeNull();
  });
});
