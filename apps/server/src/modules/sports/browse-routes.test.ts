import {
  highlightsSchema,
  leagueListSchema,
  outrightListSchema,
  REAL_SPORT_KEYS,
  searchResultSchema,
  sportDetailSchema,
  sportsListSchema,
} from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { useTestFeedApp } from './test-feed';
import { foldText } from './text-match';

const sports = useTestFeedApp();

async function json(url: string) {
  const response = await sports.client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers.etag).toBeDefined();
  return response.json();
}

describe('sports and leagues', () => {
  it('lists every sport with its counts', async () => {
    const { sports } = sportsListSchema.parse(await json('/api/sports'));
    // Virtual football has its own area: not a sport of the menu.
    expect(sports.map((sport) => sport.key)).toEqual([...REAL_SPORT_KEYS]);
    expect(sports.reduce((sum, sport) => sum + sport.prematchCount, 0)).toBeGreaterThanOrEqual(1000);
  });

  it("gives a sport's countries, most events first, with their leagues", async () => {
    const detail = sportDetailSchema.parse(await json('/api/sports/ice-hockey'));
    expect(detail.countries.length).toBeGreaterThan(0);
    const counts = detail.countries.map((country) => country.eventCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const country of detail.countries) {
      expect(country.leagues.every((league) => league.sport === 'ice-hockey')).toBe(true);
      expect(country.eventCount).toBe(country.leagues.reduce((sum, league) => sum + league.eventCount, 0));
    }
    const bad = await sports.client.get('/api/sports/curling');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('params.sport');
  });

  it('lists leagues of a sport, popular or not, by rank', async () => {
    const { leagues } = leagueListSchema.parse(await json('/api/sports/leagues?sport=football&popular=true'));
    expect(leagues.length).toBeGreaterThan(0);
    expect(leagues.every((league) => league.sport === 'football' && league.popular)).toBe(true);
    const ranks = leagues.map((league) => league.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const others = leagueListSchema.parse(await json('/api/sports/leagues?sport=football&popular=false')).leagues;
    expect(others.every((league) => !league.popular)).toBe(true);
    expect((await sports.client.get('/api/sports/leagues?popular=maybe')).statusCode).toBe(400);
  });

  it('gives the home page highlights, events starting soon and top leagues', async () => {
    const home = highlightsSchema.parse(await json('/api/sports/highlights'));
    expect(home.highlights.length).toBeGreaterThan(0);
    expect(home.topLeagues.every((league) => league.popular)).toBe(true);
    expect(home.highlights.every((event) => event.status === 'prematch')).toBe(true);
  });

  it("lists a sport's outrights, of one country if asked", async () => {
    const { outrights } = outrightListSchema.parse(await json('/api/sports/football/outrights'));
    expect(outrights.length).toBeGreaterThan(0);
    expect(outrights.every((outright) => outright.league.sport === 'football' && outright.markets.length > 0)).toBe(
      true,
    );
    const country = outrights[0]!.league.country.key;
    const one = outrightListSchema.parse(await json(`/api/sports/football/outrights?country=${country}`));
    expect(one.outrights.every((outright) => outright.league.country.key === country)).toBe(true);
  });
});

describe('search', () => {
  it('finds teams and leagues whatever the case and accents', async () => {
    const { leagues } = leagueListSchema.parse(await json('/api/sports/leagues?sport=football'));
    const league = leagues.find((each) => each.eventCount > 0)!;
    const byLeague = searchResultSchema.parse(
      await json(`/api/sports/search?q=${encodeURIComponent(foldText(league.name).toUpperCase())}`),
    );
    expect(byLeague.leagues.map((each) => each.id)).toContain(league.id);
    expect(byLeague.events.some((event) => event.league.id === league.id)).toBe(true);

    const { events } = (await json('/api/sports/events?limit=500')) as { events: { home: { name: string } }[] };
    // A team whose name has accents, searched without them (every team if the names had none: case only).
    const team = events.find((event) => foldText(event.home.name) !== event.home.name.toLowerCase()) ?? events[0]!;
    const q = foldText(team.home.name).toUpperCase();
    const byTeam = searchResultSchema.parse(await json(`/api/sports/search?q=${encodeURIComponent(q)}`));
    expect(
      byTeam.events.some((event) => event.home.name === team.home.name || event.away.name === team.home.name),
    ).toBe(true);
  });

  it('needs at least two characters', async () => {
    for (const q of ['', 'a', '%20b%20']) {
      const response = await sports.client.get(`/api/sports/search?q=${q}`);
      expect(response.statusCode, q).toBe(400);
      expect(response.json().message).toContain('querystring.q');
    }
  });
});
