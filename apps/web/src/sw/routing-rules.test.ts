import { describe, expect, it } from 'vitest';
import {
  isAppNavigation,
  isBuildAsset,
  isCacheableMethod,
  isImage,
  isNeverCached,
  isPublicApiRead,
} from './routing-rules';

const origin = 'http://site44.localhost:3000';
const at = (path: string, host = origin) => ({ url: new URL(path, host), origin });

describe('the service worker routing rules', () => {
  it('treats navigations to app pages as pages, on this origin only', () => {
    for (const path of ['/', '/sports', '/casino/game/abc', '/app', '/help/faq?x=1']) {
      expect(isAppNavigation(at(path), 'navigate'), path).toBe(true);
    }
    expect(isAppNavigation(at('/sports'), 'cors')).toBe(false);
    expect(isAppNavigation(at('/', 'http://site1.localhost:3000'), 'navigate')).toBe(false);
  });

  it('does not treat API documents, machine files or the game frame as app pages', () => {
    for (const path of ['/api/docs', '/api/auth/logout', '/game-frame/', '/robots.txt', '/sitemap.xml', '/sw.js']) {
      expect(isAppNavigation(at(path), 'navigate'), path).toBe(false);
    }
  });

  it('caches the public per-site reads and nothing else under /api', () => {
    for (const path of [
      '/api/conf/bulk',
      '/api/conf/bulk/3',
      '/api/teasers/zones/1/home',
      '/api/resources/text?key=a',
    ]) {
      expect(isPublicApiRead(at(path)), path).toBe(true);
    }
  });

  it('never caches personal or transactional calls', () => {
    const personal = [
      '/api/client/balance/refresh',
      '/api/client/balance/change',
      '/api/auth/checkLoginStatus',
      '/api/auth/login',
      '/api/bets/my',
      '/api/wallet/history',
      '/api/chat/messages',
      '/api/casino/games/abc/launch',
      '/api/hub',
      '/api/shop/client/filter',
      '/api/promotions',
    ];
    for (const path of personal) expect(isNeverCached(at(path), 'cors'), path).toBe(true);
  });

  it('caches casino thumbnails and brand icons as images, not other origins', () => {
    expect(isImage(at('/api/casino/thumbnails/lucky-sevens.svg'))).toBe(true);
    expect(isImage(at('/icons/icon-192.png'))).toBe(true);
    expect(isImage(at('/api/casino/thumbnails/lucky-sevens.svg', 'https://cdn.example.com'))).toBe(false);
    expect(isImage(at('/api/casino/games'))).toBe(false);
  });

  it("caches the build's files of this origin, not the API or other origins", () => {
    expect(isBuildAsset(at('/assets/casino-lobby-page-Bx1.js'))).toBe(true);
    expect(isBuildAsset(at('/assets/index-CBAf10nX.css'))).toBe(true);
    expect(isBuildAsset(at('/assets/index-CBAf10nX.css', 'https://cdn.example.com'))).toBe(false);
    expect(isBuildAsset(at('/api/assets/x.js'))).toBe(false);
    expect(isBuildAsset(at('/sw.js'))).toBe(false);
  });

  it('caches GETs only', () => {
    expect(isCacheableMethod('GET')).toBe(true);
    expect(isCacheableMethod('POST')).toBe(false);
  });
});
