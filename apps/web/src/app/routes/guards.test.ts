import { brandForSite } from '@playline/contract/brands';
import { describe, expect, it } from 'vitest';
import { brandAllowsRoute } from './guards';

describe('brandAllowsRoute', () => {
  it('offers the cash desk on a shop site only', () => {
    const shop = brandForSite(54);
    const web = brandForSite(1);
    expect(shop.isShop).toBe(true);
    expect(brandAllowsRoute(shop, 'ShopCashDesk')).toBe(true);
    expect(brandAllowsRoute(web, 'ShopCashDesk')).toBe(false);
  });

  it('keeps area routes to brands with the area', () => {
    // Site 54 is sports and live only; site 1 has the casino.
    expect(brandAllowsRoute(brandForSite(54), 'CasinoHomePage')).toBe(false);
    expect(brandAllowsRoute(brandForSite(1), 'CasinoHomePage')).toBe(true);
    expect(brandAllowsRoute(brandForSite(54), 'MyBets')).toBe(true);
  });
});
