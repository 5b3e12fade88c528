import { createHash } from 'node:crypto';
import type { Bet } from '@playline/contract/bets';
import { lineReturn } from '@playline/contract/bets-math';
import type { VirtualBoard } from '@playline/contract/sports';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '#app/test/test-client.ts';
import { settleDue } from '../bets/settlement/settle-events';
import { available, fundedPlayer, pick, place, useBetsApp } from '../bets/shared/test-kit';
import { verifyVirtualRound } from './feed/virtual/verify';

const opened = useBetsApp();
/** Virtual games are an area of their own (decision 020): Arena's site 77 offers them, the default Playline not. */
const VIRTUAL_SITE = { host: 'site77.localhost', brandKey: 'arena' };

const virtualLeagueIds = (app: FastifyInstance) =>
  app.feed
    .leagues()
    .filter((league) => league.sport === 'virtual-football')
    .map((league) => league.id);

const board = async (app: FastifyInstance, leagueId: number) => {
  const response = await app.inject({ url: `/api/sports/virtual/${leagueId}`, headers: { host: VIRTUAL_SITE.host } });
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
    const onVirtualSite = (url: string) => app.inject({ url, headers: { host: VIRTUAL_SITE.host } });
    expect((await onVirtualSite(`/api/sports/virtual/${football.id}`)).statusCode).toBe(404);
    expect((await onVirtualSite('/api/sports/virtual/abc')).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/sports/virtual/${leagueId}` })).statusCode).toBe(403);
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
    const { client } = await fundedPlayer(app, 5_000, VIRTUAL_SITE);
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

  it('commits to a round before betting closes, reveals its secret only once it ended, and the secret replays it', async () => {
    const { app, clock } = opened;
    const saved = clock.now;
    const leagueId = virtualLeagueIds(app)[2]!;
    const { next } = await board(app, leagueId);
    const { commitment } = next.draw;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(next.draw).toEqual({ commitment, secret: null, matches: [] });
    const events = next.events.map((summary) => app.feed.event(summary.id)!);
    const startsAt = events[0]!.startsAt;
    const endsAt = Math.max(...events.map((event) => event.endsAt));
    const roundAt = async (at: number) => {
      clock.now = at;
      const { previous, current, next: coming } = await board(app, leagueId);
      return [previous, current, coming].find((round) => round && Date.parse(round.startsAt) === startsAt)!;
    };
    for (const at of [startsAt - 1_000, startsAt, startsAt + 50_000, endsAt - 1]) {
      const round = await roundAt(at);
      expect(round.draw.commitment).toBe(commitment);
      expect(round.draw.secret, `revealed at ${at - startsAt} ms after kick-off`).toBeNull();
    }
    const ended = await roundAt(endsAt);
    const secret = ended.draw.secret!;
    expect(createHash('sha256').update(secret).digest('hex')).toBe(commitment);
    const replayed = verifyVirtualRound({ ...ended.draw, secret });
    expect(replayed.committed).toBe(true);
    expect(replayed.matches.map((match) => match.eventId)).toEqual(ended.events.map((event) => event.id));
    for (const [index, summary] of ended.events.entries()) {
      const { halfTime, fullTime } = replayed.matches[index]!;
      expect({ home: summary.scoreboard!.home, away: summary.scoreboard!.away }).toEqual(fullTime);
      expect(summary.scoreboard!.periods[0]).toEqual(halfTime);
    }
    const forged = `${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`;
    expect(verifyVirtualRound({ ...ended.draw, secret: forged }).committed).toBe(false);
    clock.now = saved;
  });
});
