import { describe, expect, it } from 'vitest';
import { AREA_IDS } from '../areas';
import { THEME_SEEDS } from '../theme/themes';
import { brandForSite, hasArea, SITES } from './registry';

const SPEC_SITE_IDS = [
  1, 44, 54, 77, 78, 84, 109, 123, 124, 127, 128, 135, 136, 137, 138, 141, 142, 143, 144, 145, 146, 147, 149, 151,
];
const sites = Object.values(SITES);

describe('brand registry (design §5)', () => {
  it('holds exactly the 24 site ids of the spec', () => {
    expect(sites.map((site) => site.siteId).sort((a, b) => a - b)).toEqual(SPEC_SITE_IDS);
  });

  it('has nine shop variants, each mapped to a web base brand with sports and live only', () => {
    const shops = sites.filter((site) => site.isShop);
    expect(shops.map((shop) => shop.siteId)).toEqual([54, 78, 109, 124, 128, 136, 138, 142, 144]);
    for (const shop of shops) {
      const base = SITES[shop.baseSiteId ?? -1];
      expect(base?.kind).toBe('web');
      expect(shop.brandKey).toBe(base?.brandKey);
      expect(shop.theme).toBe(base?.theme);
      expect(shop.areas).toEqual(['sports', 'live']);
      expect(shop.drawer).toEqual(['sportsBook', 'schedule', 'statistics', 'liveScores']);
      expect(shop.hideRegistration).toBe(true);
    }
  });

  it('uses ten themes, midnight (dark) by default', () => {
    expect(new Set(sites.map((site) => site.theme)).size).toBe(10);
    expect(Object.keys(THEME_SEEDS)).toHaveLength(10);
    expect(SITES[1]?.theme).toBe('midnight');
    expect(THEME_SEEDS.midnight.mode).toBe('dark');
  });

  it.each([
    [1, ['sports', 'casino', 'liveCasino']],
    [44, ['sports', 'live', 'casino', 'liveCasino', 'virtual', 'promotions']],
    [77, ['sports', 'live', 'casino', 'virtual']],
    [84, ['sports', 'live']],
    [123, ['sports', 'live']],
    [143, ['sports', 'live', 'casino', 'liveCasino', 'virtual', 'promotions']],
    [145, ['sports', 'casino', 'liveCasino']],
    [149, ['sports', 'live', 'casino', 'liveCasino', 'virtual', 'promotions']],
  ])('site %i has the areas of the table', (siteId, areas) => {
    expect(SITES[siteId]?.areas).toEqual(areas);
  });

  it('hides registration on shops and on sites 123, 137 and 143 only', () => {
    const hidden = sites.filter((site) => site.hideRegistration && !site.isShop).map((site) => site.siteId);
    expect(hidden).toEqual([123, 137, 143]);
  });

  it('gives the Greek market chat, cookie policy, zones, Greek default and the contact-us link on site 44 only', () => {
    const site44 = SITES[44]!;
    expect(site44).toMatchObject({ hasChat: true, hasCookiePolicy: true, defaultLanguageId: 2, loginContactUs: true });
    expect(site44.zones).toEqual({
      sportsServices: 13,
      sportsCrossSelling: 51,
      casinoPromotions: 52,
      casinoCalendar: 53,
      liveCasinoPromotions: 54,
      liveCasinoCalendar: 55,
    });
    expect(SITES[149]).toMatchObject({ defaultLanguageId: 1, loginContactUs: false, zones: site44.zones });
    expect(SITES[54]?.zones).toEqual(site44.zones);
    expect(sites.filter((site) => site.loginContactUs).map((site) => site.siteId)).toEqual([44]);
    expect(sites.filter((site) => site.hasChat).map((site) => site.siteId)).toEqual([44, 149]);
    expect(sites.filter((site) => site.zones === null && site.brandKey === 'hellas')).toEqual([]);
  });

  it('shows main navigation only for areas the brand has', () => {
    expect(SITES[1]?.mainMenu).toEqual(['sportsBook', 'myBets', 'casino', 'liveCasino', 'statistics', 'liveScores']);
    expect(SITES[84]?.mainMenu).toEqual([
      'sportsBook',
      'liveBetting',
      'myBets',
      'schedule',
      'statistics',
      'liveScores',
    ]);
    expect(SITES[44]?.drawer.at(-1)).toBe('help');
    expect(hasArea(SITES[1]!, 'live')).toBe(false);
    expect(hasArea(SITES[1]!, 'schedule')).toBe(false);
    expect(hasArea(SITES[84]!, 'schedule')).toBe(true);
    expect(hasArea(SITES[84]!, 'casino')).toBe(false);
  });

  it('falls back to the default brand configuration for an unknown site id', () => {
    expect(brandForSite(999).siteId).toBe(1);
    expect(brandForSite(999, 44).siteId).toBe(44);
    expect(brandForSite(77).name).toBe('Arena');
  });

  it('keeps the spec area ids', () => {
    expect(AREA_IDS).toEqual({
      sports: 0,
      live: 1,
      casino: 2,
      liveCasino: 3,
      virtual: 6,
      statistics: 8,
      liveScores: 9,
      promotions: 10,
      schedule: 11,
    });
  });

  it('leads the Greek brand’s sports pages with Greece (sites 44, 54, 149) and every brand with football', () => {
    const greeceFirst = sites.filter((site) => site.sportsFocus.countries[0] === 'GR').map((site) => site.siteId);
    expect(greeceFirst).toEqual([44, 54, 149]);
    expect(sites.every((site) => site.sportsFocus.sports[0] === 'football')).toBe(true);
    expect(sites.filter((site) => site.sportsFocus.countries.length > 0).map((site) => site.siteId)).toEqual(
      greeceFirst,
    );
  });
});
