import { describe, expect, it } from 'vitest';
import { eventIdOf, NOWHERE, treeLocationOf } from './tree-location';

describe('where the tree opens', () => {
  it('at the league of a league page', () => {
    expect(treeLocationOf('/sports/football/italy/it-serie-nazionale')).toEqual({
      sport: 'football',
      country: 'italy',
      league: 'it-serie-nazionale',
      onLeaguePage: true,
    });
  });

  it('at the country of its outrights, and at the sport of its other pages', () => {
    expect(treeLocationOf('/sports/tennis/france/outrights')).toEqual({
      sport: 'tennis',
      country: 'france',
      league: null,
      onLeaguePage: false,
    });
    for (const path of ['/sports/basketball', '/sports/basketball/coupon', '/sports/basketball/outrights'])
      expect(treeLocationOf(path)).toEqual({ ...NOWHERE, sport: 'basketball' });
  });

  it('nowhere on other pages, unknown sports and virtual sports', () => {
    for (const path of [
      '/',
      '/sports',
      '/sports/live-now',
      '/sports/curling/x/y',
      '/casino',
      '/sports/virtual-football',
    ])
      expect(treeLocationOf(path)).toEqual(NOWHERE);
  });

  it('knows the match a match screen shows', () => {
    expect(eventIdOf('/sports/event/42')).toBe(42);
    expect(eventIdOf('/sports/event/42/custom-bet')).toBe(42);
    expect(eventIdOf('/live/event/7')).toBe(7);
    expect(eventIdOf('/live/streaming/7')).toBe(7);
    expect(eventIdOf('/sports/event/abc')).toBeNull();
    expect(eventIdOf('/sports/football')).toBeNull();
  });
});
