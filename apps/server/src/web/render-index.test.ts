import { type BootConfig, brandForSite, themeCss } from '@playline/contract';
import { describe, expect, it } from 'vitest';
import { renderIndex, scriptSafeJson } from './render-index';

const boot = (texts: Record<string, string>): BootConfig => {
  const brand = brandForSite(44);
  return { siteId: 44, brand, themeCss: themeCss(brand.theme), version: '1.2.3', bulk: { '1': texts } };
};

describe('boot JSON inside an inline script', () => {
  it('cannot close the script, open a comment or break a line, yet parses to the same value', () => {
    const nasty = '</script><script>alert(1)</script><!-- & \u2028\u2029 $& $1';
    const json = scriptSafeJson({ nasty });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ nasty });
  });
});

describe('index.html per brand', () => {
  it('replaces the marker, sets the language and the title, and keeps $ sequences literal', () => {
    const html = renderIndex(
      '<!doctype html><html lang="en" class="x"><head><title>Vite</title><!--playline-head--></head><body></body></html>',
      boot({ 'Common.Price': 'costs $& or $1' }),
    );
    expect(html).toMatch(
      /^<!doctype html><html lang="el" class="x"><head><title>Hellas Bet<\/title><style id="pl-theme" nonce="pl-nonce-[0-9a-f]{24}">/,
    );
    expect(html).not.toContain('<!--playline-head-->');
    expect(html).toContain('costs $\\u0026 or $1');
    expect(html).toContain(
      '<meta name="theme-color" content="#f3f6fa"><link rel="manifest" href="/manifest.webmanifest">',
    );
  });

  it('still injects before </head> when a build lost the marker, and adds a missing lang and title', () => {
    const html = renderIndex('<html><head></head><body></body></html>', boot({}));
    expect(html).toMatch(
      /^<html lang="el"><head><style id="pl-theme" nonce="pl-nonce-[0-9a-f]{24}">.*<\/script>.*<title>Hellas Bet<\/title><\/head>/,
    );
  });
});
