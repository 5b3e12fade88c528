import { betListSchema, bookingSchema } from '@playline/contract/bets';
import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from '#app/test/test-client.ts';
import { TEST_FEED_NOW } from '../sports/test-feed';
import { footballEvents, fundedPlayer, outcome, pick, place, useBetsApp } from './shared/test-kit';

const opened = useBetsApp();
const at = TEST_FEED_NOW;
afterEach(() => {
  opened.clock.now = TEST_FEED_NOW;
});

describe('my bets', () => {
  it('lists newest first with pages, totals, status and date filters, legs and a cash-out offer', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 10_000);
    const events = footballEvents(app, at);
    for (let i = 0; i < 5; i++) {
      const response = await place(client, {
        oddsPolicy: 'none',
        bets: [{ type: 'single', stake: 100 + i, selections: [pick(outcome(app, events[i]!, '1x2', 'home', at))] }],
      });
      expect(response.statusCode).toBe(201);
    }
    const first = betListSchema.parse((await client.get('/api/client/bets?pageSize=2')).json());
    expect(first.total).toBe(5);
    expect(first.bets.map((bet) => bet.stake)).toEqual([104, 103]);
    expect(first.bets[0]!.legs[0]).toMatchObject({ outcomeId: outcome(app, events[4]!, '1x2', 'home', at).id });
    expect(first.bets[0]!.cashOut).toMatchObject({ available: true, value: expect.any(Number) });
    const third = betListSchema.parse((await client.get('/api/client/bets?pageSize=2&page=3')).json());
    expect(third.bets.map((bet) => bet.stake)).toEqual([100]);
    const open = (await client.get('/api/client/bets?status=open')).json();
    expect(open.total).toBe(5);
    expect((await client.get('/api/client/bets?status=settled')).json()).toEqual({ bets: [], total: 0 });
    const today = new Date().toISOString().slice(0, 10);
    expect((await client.get(`/api/client/bets?from=${today}&to=${today}`)).json().total).toBe(5);
    expect((await client.get('/api/client/bets?to=2000-01-01')).json().total).toBe(0);
    expect((await client.get('/api/client/bets?status=lost')).statusCode).toBe(400);
    // Another player sees none of them; a visitor is asked to log in.
    const other = await fundedPlayer(app, 0);
    expect((await other.client.get('/api/client/bets')).json().total).toBe(0);
    expect((await new TestClient(app).get('/api/client/bets')).statusCode).toBe(401);
  });
});

describe('booking codes', () => {
  it('saves selections under a code and loads them as they are now', async () => {
    const { app } = opened;
    const visitor = new TestClient(app);
    const [a, b] = footballEvents(app, at);
    const selections = [outcome(app, a!, '1x2', 'home', at), outcome(app, b!, 'ou:2.5', 'over', at)];
    const created = await visitor.post('/api/bets/booking', {
      selections: selections.map((o) => ({ outcomeId: o.id })),
    });
    expect(created.statusCode).toBe(201);
    const { code } = created.json();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const loaded = bookingSchema.parse((await visitor.get(`/api/bets/booking/${code.toLowerCase()}`)).json());
    expect(loaded.code).toBe(code);
    expect(loaded.selections).toEqual([
      expect.objectContaining({
        outcomeId: selections[0]!.id,
        odds: selections[0]!.odds,
        status: 'open',
        marketKey: '1x2',
      }),
      expect.objectContaining({ outcomeId: selections[1]!.id, marketType: 'ou', line: 2.5, code: 'over' }),
    ]);
    expect(loaded.selections[0]!.eventName).toBe(`${a!.home.name} – ${a!.away.name}`);
  });

  it('shows a saved selection as suspended once its event has finished', async () => {
    const { app } = opened;
    const visitor = new TestClient(app);
    const event = footballEvents(app, at)[0]!;
    const home = outcome(app, event, '1x2', 'home', at);
    const { code } = (await visitor.post('/api/bets/booking', { selections: [{ outcomeId: home.id }] })).json();
    opened.clock.now = event.endsAt + 60_000;
    const loaded = bookingSchema.parse((await visitor.get(`/api/bets/booking/${code}`)).json());
    expect(loaded.selections).toEqual([expect.objectContaining({ outcomeId: home.id, status: 'suspended' })]);
  });

  it('answers 404 for an unknown code, 400 for a malformed one or an unknown selection', async () => {
    const visitor = new TestClient(opened.app);
    expect((await visitor.get('/api/bets/booking/ZZZZZZZZ')).statusCode).toBe(404);
    expect((await visitor.get('/api/bets/booking/ab1')).statusCode).toBe(400);
    const unknown = await visitor.post('/api/bets/booking', { selections: [{ outcomeId: '1/1x2/home' }] });
    expect(unknown.statusCode).toBe(400);
  });

  it('gives every placed bet a booking code of its selections', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 1_000);
    const legs = footballEvents(app, at)
      .slice(0, 2)
      .map((event) => outcome(app, event, '1x2', 'away', at));
    const placed = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'multiple', stake: 100, selections: legs.map((o) => pick(o)) }],
    });
    const loaded = (await client.get(`/api/bets/booking/${placed.json().bets[0].bookingCode}`)).json();
    expect(loaded.selections.map((s: { outcomeId: string }) => s.outcomeId)).toEqual(legs.map((o) => o.id));
  });

  it('shows a placed bet’s code to its player only: another player or a visitor who has the code gets 404 (issue 18)', async () => {
    const { app } = opened;
    const owner = await fundedPlayer(app, 1_000);
    const leg = outcome(app, footballEvents(app, at)[0]!, '1x2', 'home', at);
    const placed = await place(owner.client, {
      oddsPolicy: 'none',
      bets: [{ type: 'single', stake: 100, selections: [pick(leg)] }],
    });
    const code: string = placed.json().bets[0].bookingCode;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const other = await fundedPlayer(app, 0);
    for (const stranger of [other.client, new TestClient(app)]) {
      const response = await stranger.get(`/api/bets/booking/${code}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('There is no slip with this booking code.');
    }
    expect((await owner.client.get(`/api/bets/booking/${code}`)).statusCode).toBe(200);
  });
});
