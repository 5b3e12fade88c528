import { isVirtualSport, SPORT_KEYS } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';

describe('feed catalogue', () => {
  const catalogue = buildCatalogue('alpha');

  it('covers the twelve sports, about forty countries and more than eighty leagues', () => {
    expect(new Set(catalogue.leagues.map((league) => league.sport))).toEqual(new Set(SPORT_KEYS));
    expect(new Set(catalogue.leagues.map((league) => league.country.code)).size).toBeGreaterThanOrEqual(40);
    expect(catalogue.leagues.length).toBeGreaterThanOrEqual(80);
  });

  it('gives every league a unique id and key, a unique rank within its sport and popular leagues in each sport', () => {
    expect(new Set(catalogue.leagues.map((league) => league.id)).size).toBe(catalogue.leagues.length);
    expect(new Set(catalogue.leagues.map((league) => league.key)).size).toBe(catalogue.leagues.length);
    for (const sport of SPORT_KEYS) {
      const leagues = catalogue.leagues.filter((league) => league.sport === sport);
      expect(new Set(leagues.map((league) => league.rank)).size).toBe(leagues.length);
      // Virtual leagues are never in the menus that popular leagues lead.
      expect(leagues.some((league) => league.popular)).toBe(!isVirtualSport(sport));
    }
  });

  it('names competitors uniquely per league and finds them back by id; football squads have scorers', () => {
    for (const league of catalogue.leagues) {
      expect(new Set(league.competitors.map((team) => team.name)).size).toBe(league.competitors.length);
      for (const team of league.competitors) expect(catalogue.competitor(team.id)).toBe(team);
      if (league.sport === 'football') {
        for (const team of league.competitors) {
          expect(team.players.length).toBeGreaterThan(10);
          expect(team.players.reduce((sum, player) => sum + player.share, 0)).toBeCloseTo(1, 9);
        }
      }
    }
  });

  it('is the same for the same seed and differs for another seed', () => {
    const names = (seed: string) =>
      buildCatalogue(seed).leagues.flatMap((league) => league.competitors.map((c) => c.name));
    expect(names('alpha')).toEqual(names('alpha'));
    expect(names('beta')).not.toEqual(names('alpha'));
  });
});
