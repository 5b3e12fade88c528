import { describe, expect, it } from 'vitest';
import { isCacheUrlsMessage, loadedBuildFiles } from './messages';

const origin = 'http://site44.localhost:3000';

describe("the page's message of loaded build files", () => {
  it('names the build files of this origin once each, without query strings', () => {
    const loaded = [
      `${origin}/assets/index-A.js`,
      `${origin}/assets/home-page-B.js?import`,
      `${origin}/assets/index-A.js`,
      `${origin}/api/conf/bulk`,
      `${origin}/icons/icon.svg`,
      'https://cdn.example.com/assets/x.js',
      'not a url',
    ];
    expect(loadedBuildFiles(loaded, origin)).toEqual([
      `${origin}/assets/index-A.js`,
      `${origin}/assets/home-page-B.js`,
    ]);
  });

  it('bounds the list', () => {
    const many = Array.from({ length: 500 }, (_, index) => `${origin}/assets/chunk-${index}.js`);
    expect(loadedBuildFiles(many, origin)).toHaveLength(200);
  });

  it('accepts only a well-formed message', () => {
    expect(isCacheUrlsMessage({ type: 'CACHE_URLS', urls: ['/assets/a.js'] })).toBe(true);
    expect(isCacheUrlsMessage({ type: 'CACHE_URLS', urls: [1] })).toBe(false);
    expect(isCacheUrlsMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isCacheUrlsMessage(null)).toBe(false);
  });
});
