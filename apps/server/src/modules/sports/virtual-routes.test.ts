import type { Bet } from '@playline/contract/bets';
import { lineReturn } from '@playline/contract/bets-math';
import type { VirtualBoard } from '@playline/contract/sports';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/test-client';
import { settleDue } from '../bets/settle-events';
import { available, fundedPlayer, pick, place, useBetsApp } from '../bets/test-kit';

const opened = useBetsApp();

const virtualLeagueIds = (app: FastifyInstance) =>
  app.feed
    .leagues()
    .filter((league) => league.sport === 'virtual-football')
    .map((league) => league.id);

const board = async (app: FastifyInstance, leagueId: number) => {
  const response = await app.inject({ url: `/api/sports/virtual/${leagueId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as VirtualBoard;
};

const myBets = async (client: TestClient): Promise<Bet[]> =>
  (await client.get('/api/client/bets?status=all&pageSize=50')).json().bets;

describe('virtual football over HTTP', () => {
  it("shows a league's last, current and next rounds; 404 for a league that is not virtual", async () => {
    const { app, clock } = opened;
    const [leagueId] = virtualLeagueIds(app);
    const { league, current, previous, next } = await board(app, leagueId!);
    expect(league.sport).toBe('virtual-football');
    const nextStart = Date.parse(next.startsAt);
    expect(nextStart).toBeGreaterThan(clock.now);
    expect(nextStart - Date.parse(current!.startsAt)).toBe(3 * 60_000);
    expect(Date.parse(current!.startsAt) - Date.parse(previous!.startsAt)).toBe(3 * 60_000);
    expect(next.events.every((event) => event.status === 'prematch' && event.mainMarket?.status === 'open')).toBe(true);
    expect(previous!.events.every((event) => event.status === 'finished' && event.scoreboard !== null)).toBe(true);
    const football = app.feed.leagues().find((each) => each.sport === 'football')!;
    expect((await app.inject({ url: `/api/sports/virtual/${football.id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/sports/virtual/abc' })).statusCode).toBe(400);
  });

  it('stays out of the sports menu, the league lists, search and the sport pages', async () => {
    const { app } = opened;
    const sports = (await app.inject({ url: '/api/sports' })).json().sports as { key: string }[];
    expect(sports.map((sport) => sport.key)).not.toContain('virtual-football');
    const leagues = (await app.inject({ url: '/api/sports/leagues' })).json().leagues as { sport: string }[];
    expect(leagues.some((league) => league.sport === 'virtual-football')).toBe(false);
    const asked = (await app.inject({ url: '/api/sports/leagues?sport=virtual-football' })).json().leagues;
    expect(asked).toHaveLength(virtualLeagueIds(app).length);
    const search = (await app.inject({ url: '/api/sports/search?q=virtual' })).json();
    expect(search.leagues).toHaveLength(0);
    expect((await app.inject({ url: '/api/sports/virtual-football' })).statusCode).toBe(404);
    const live = (await app.inject({ url: '/api/sports/live-scores' })).json().events as { sport: string }[];
    expect(live.some((event) => event.sport === 'virtual-football')).toBe(false);
  });

  it('takes bets on the next round through the slip, refuses them in play, and the settle job pays the winner', async () => {
    const { app, clock } = opened;
    const { client } = await fundedPlayer(app, 5_000);
    const { next } = await board(app, virtualLeagueIds(app)[1]!);
    const summary = next.events[0]!;
    const outcomes = summary.mainMarket!.outcomes;
    const response = await place(client, {
      oddsPolicy: 'none',
      bets: outcomes.map((o) => ({ type: 'single' as const, stake: 1_000, selections: [pick(o)] })),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await available(client)).toBe(2_000);

    const event = app.feed.event(summary.id)!;
    clock.now = event.startsAt + 20_000;
    const inPlay = await place(client, {
      oddsPolicy: 'any',
      bets: [{ type: 'single', stake: 500, selections: [pick(outcomes[0]!)] }],
    });
    expect(inPlay.statusCode, inPlay.body).toBeGreaterThanOrEqual(400);
    expect(inPlay.statusCode).toBeLessThan(500);

    await settleDue({ ledger: app.ledger, db: app.db, feed: app.feed });
    expect((await myBets(client)).filter((bet) => bet.status === 'open')).toHaveLength(3);

    clock.now = event.endsAt + 1_000;
    await settleDue({ ledger: app.ledger, db: app.db, feed: app.feed });
    const result = app.feed.result(event, clock.now)!;
    const winner = outcomes.find((o) => result.winningOutcomeIds.includes(o.id))!;
    const bets = await myBets(client);
    expect(bets.filter((bet) => bet.status === 'won')).toHaveLength(1);
    expect(bets.filter((bet) => bet.status === 'lost')).toHaveLength(2);
    expect(await available(client)).toBe(2_000 + lineReturn(1_000, [winner.odds]));
  });
});
