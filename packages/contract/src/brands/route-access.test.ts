import { describe, expect, it } from 'vitest';
import { brandForSite } from './registry';
import { brandOffersLink, routeOfPath } from './route-access';

describe('links a brand offers', () => {
  it('finds the route a path opens, fixed segments before parameters', () => {
    expect(routeOfPath('/sports/live-now')).toBe('SportsHomeLive');
    expect(routeOfPath('/sports/football')).toBe('SportsGameAll');
    expect(routeOfPath('/casino/category/jackpots?x=1')).toBe('CasinoCategory');
    expect(routeOfPath('/')).toBe('HomePage');
    expect(routeOfPath('/no/such/page')).toBeNull();
  });

  it('keeps a shop without a casino from linking to one, while its base brand does', () => {
    const greek = brandForSite(44);
    const shop = brandForSite(54);
    expect(brandOffersLink(greek, '/casino')).toBe(true);
    expect(brandOffersLink(shop, '/casino')).toBe(false);
    expect(brandOffersLink(shop, '/live-casino/category/blackjack')).toBe(false);
    expect(brandOffersLink(shop, '/sports')).toBe(true);
    expect(brandOffersLink(shop, '/no/such/page')).toBe(false);
    expect(brandOffersLink(shop, 'https://example.com/casino')).toBe(true);
  });
});
