import { describe, expect, it } from 'vitest';
import { pageColumns } from './page-columns';

describe('the desktop columns of a page', () => {
  it('put the slip beside the screens that take bets, and the sports tree with it', () => {
    for (const route of [
      'Sports',
      'SportsLeague',
      'PreLiveSportEvent',
      'SportsGameCoupon',
      'SportsLive',
      'SportEvent',
      'Schedule',
      'VirtualGamesHomePage',
      'MyBets',
    ] as const) {
      expect(pageColumns(route), route).toEqual({ slip: true, sportsTree: true, wide: false });
    }
  });

  it('keep the slip off pages without bets: casino, help, account, promotions, home, statistics', () => {
    for (const route of ['CasinoHomePage', 'CasinoCategory', 'LiveCasinoHomePage', 'GamesHomePage'] as const)
      expect(pageColumns(route), route).toEqual({ slip: false, sportsTree: false, wide: true });
    for (const route of [
      'HomePage',
      'Help_HomePage',
      'Help_FaqPage',
      'MyAccount',
      'Deposit',
      'PromotionsIndexPage',
      'Chat',
      'Sports_Providers',
      'VirtualGamesCasinoGame',
      'Slip',
    ] as const) {
      expect(pageColumns(route), route).toEqual({ slip: false, sportsTree: false, wide: false });
    }
    // Statistics and live scores take no bets, but lead on to the leagues.
    for (const route of ['Statistics', 'MatchStatistics', 'LiveScores'] as const)
      expect(pageColumns(route), route).toEqual({ slip: false, sportsTree: true, wide: false });
    expect(pageColumns(undefined)).toEqual({ slip: false, sportsTree: false, wide: false });
  });
});
