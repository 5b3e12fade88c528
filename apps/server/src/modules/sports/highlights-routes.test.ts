import {
  type EventSummary,
  highlightsSchema,
  leagueListSchema,
  REAL_SPORT_KEYS,
  searchResultSchema,
  sportDetailSchema,
} from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { TEST_FEED_NOW, useTestFeedApp } from './test-feed';

const sports = useTestFeedApp();
const HELLAS = 'site44.localhost';
const HOUR = 3_600_000;

async function json(url: string, host = 'localhost') {
  const response = await sports.client.onHost(host).get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The sports of the rows, each once, in the order they first appear. */
const sportsInOrder = (events: EventSummary[]) => [...new Set(events.map((event) => event.sport))];

describe('highlights lead with the brand’s sports and leagues (issue 21)', () => {
  it('on an international brand: football first, then tennis and basketball, popular leagues of the next two days', async () => {
    const { highlights } = highlightsSchema.parse(await json('/api/sports/highlights'));
    expect(highlights).toHaveLength(12);
    expect(sportsInOrder(highlights)).toEqual(['football', 'tennis', 'basketball']);
    expect(highlights.filter((event) => event.sport === 'football')).toHaveLength(6);
    for (const event of highlights) {
      expect(event.status).toBe('prematch');
      expect(Date.parse(event.startsAt)).toBeLessThan(TEST_FEED_NOW + 48 * HOUR);
    }
    // Not merely whatever starts next: the soonest popular matches of the coming hours are other sports too.
    const { leagues } = leagueListSchema.parse(await json('/api/sports/leagues?popular=true'));
    const popular = new Set(leagues.map((league) => league.id));
    const { events } = await json('/api/sports/events?limit=200');
    const soonest = (events as EventSummary[])
      .filter((event) => event.status === 'prematch' && popular.has(event.league.id))
      .slice(0, 12);
    expect(sportsInOrder(soonest)).not.toEqual(['football', 'tennis', 'basketball']);
  });

  it('on the Greek brand: football, then basketball, each with the Greek leagues first', async () => {
    const { highlights, topLeagues } = highlightsSchema.parse(await json('/api/sports/highlights', HELLAS));
    expect(sportsInOrder(highlights)).toEqual(['football', 'basketball', 'tennis']);
    for (const sport of ['football', 'basketball']) {
      const countries = highlights.filter((event) => event.sport === sport).map((event) => event.league.country.code);
      expect(countries[0], sport).toBe('GR');
      // Greek matches, then the rest: never a Greek one after another country's.
      expect(countries.filter((code) => code === 'GR').length).toBe(countries.lastIndexOf('GR') + 1);
    }
    expect(topLeagues[0]!.country.code).toBe('GR');
  });
});

describe('the brand’s countries first in country lists (issue 21)', () => {
  it.each(REAL_SPORT_KEYS.filter((sport) => sport === 'football' || sport === 'basketball' || sport === 'volleyball'))(
    '%s: Greece heads the countries on the Greek brand; elsewhere the most matches lead',
    async (sport) => {
      const greek = sportDetailSchema.parse(await json(`/api/sports/${sport}`, HELLAS));
      expect(greek.countries[0]!.code).toBe('GR');
      const international = sportDetailSchema.parse(await json(`/api/sports/${sport}`));
      const counts = international.countries.map((country) => country.eventCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(international.countries.map((country) => country.code).sort()).toEqual(
        greek.countries.map((country) => country.code).sort(),
      );
    },
  );

  it('lists the Greek leagues first on the Greek brand', async () => {
    const { leagues } = leagueListSchema.parse(await json('/api/sports/leagues?sport=football', HELLAS));
    const codes = leagues.map((league) => league.country.code);
    expect(codes.slice(0, 2)).toEqual(['GR', 'GR']);
    expect(codes.slice(2)).not.toContain('GR');
    const international = leagueListSchema.parse(await json('/api/sports/leagues?sport=football'));
    expect(international.leagues[0]!.country.code).toBe('GB');
  });
});

describe('search results (issue 21)', () => {
  it('lists the matches found in start order, each with its sport and league', async () => {
    // "United" names clubs of many countries and leagues, in several sports' lists.
    const { events } = searchResultSchema.parse(await json('/api/sports/search?q=united'));
    expect(events.length).toBeGreaterThan(10);
    const starts = events.map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(events.map((event) => event.league.id)).size).toBeGreaterThan(3);
    for (const event of events) expect(event.league.sport).toBe(event.sport);
  });
});
