import {
  eventDetailSchema,
  eventListSchema,
  eventStatisticsSchema,
  leagueListSchema,
  MARKET_GROUPS,
  standingsSchema,
} from '@playline/contract/sports';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestFeedApp } from './test-feed';

const sports = useTestFeedApp();
let eventId: number;

beforeAll(async () => {
  const list = eventListSchema.parse((await sports.client.get('/api/sports/events?sport=football&limit=1')).json());
  eventId = list.events[0]!.id;
});

describe('one event', () => {
  it('has every market, grouped in tab order, and the groups that hold any', async () => {
    const response = await sports.client.get(`/api/sports/events/${eventId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const event = eventDetailSchema.parse(response.json());
    expect(event.id).toBe(eventId);
    expect(event.markets).toHaveLength(event.marketCount);
    expect(event.groups).toEqual(MARKET_GROUPS.filter((group) => event.markets.some((m) => m.group === group)));
    const order = event.markets.map((market) => MARKET_GROUPS.indexOf(market.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const again = await sports.client.get(`/api/sports/events/${eventId}`, {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('is 404 when the feed never produced it, 400 when the id is not one', async () => {
    const missing = await sports.client.get('/api/sports/events/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'There is no event 2000000000.' });
    expect((await sports.client.get('/api/sports/events/2000000000/statistics')).statusCode).toBe(404);
    expect((await sports.client.get('/api/sports/events/abc')).statusCode).toBe(400);
    expect((await sports.client.get('/api/sports/events/-4')).statusCode).toBe(400);
  });

  it('has statistics: form from recent results, head-to-head and the table', async () => {
    const response = await sports.client.get(`/api/sports/events/${eventId}/statistics`);
    expect(response.statusCode).toBe(200);
    const stats = eventStatisticsSchema.parse(response.json());
    expect(stats.event.id).toBe(eventId);
    for (const side of [stats.home, stats.away]) expect(side.form).toHaveLength(side.recent.length);
    const homeId = stats.event.home.id;
    stats.home.recent.forEach((match, index) => {
      const own = match.home.id === homeId ? match.score.home : match.score.away;
      const other = match.home.id === homeId ? match.score.away : match.score.home;
      expect(stats.home.form[index]).toBe(own > other ? 'W' : own < other ? 'L' : 'D');
    });
    expect(stats.standings?.league.id).toBe(stats.event.league.id);
  });
});

describe('standings', () => {
  it("gives a league's table, 404 for a league without one", async () => {
    const { leagues } = leagueListSchema.parse((await sports.client.get('/api/sports/leagues')).json());
    const withTable = leagues.find((league) => league.hasStandings)!;
    const table = await sports.client.get(`/api/sports/leagues/${withTable.id}/standings`);
    expect(table.statusCode).toBe(200);
    const standings = standingsSchema.parse(table.json());
    expect(standings.rows.length).toBeGreaterThan(1);
    expect(standings.rows.map((row) => row.position)).toEqual(standings.rows.map((_, index) => index + 1));
    const without = leagues.find((league) => !league.hasStandings)!;
    expect((await sports.client.get(`/api/sports/leagues/${without.id}/standings`)).statusCode).toBe(404);
    expect((await sports.client.get('/api/sports/leagues/999999/standings')).statusCode).toBe(404);
  });
});
