import { XSRF_COOKIE, XSRF_HEADER } from '@playline/contract';
import { oddsChangedSchema } from '@playline/contract/bets';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '#app/modules/sports/feed/adapter.ts';
import { TEST_FEED_NOW } from '#app/modules/sports/test-feed.ts';
import { recordHandResult } from '../settlement/repository';
import { settleDue } from '../settlement/settle-events';
import {
  available,
  footballEvents,
  fundedPlayer,
  ledgerCheck,
  OWNER_KEY,
  outcome,
  pick,
  place,
  reopenEvents,
} from '../shared/test-kit';
import { useInPlayApp } from './in-play-kit';

const opened = useInPlayApp();
const XSRF = 'hand-settled-test-xsrf-token-000';
/**
 * Settling by hand closes an event for everyone: this file uses events 200–219 of the test feed's three days,
 * which no other file (they may share a PostgreSQL) bets on.
 */
let next = 200;
const ownEvent = (app: FastifyInstance): FeedEvent => footballEvents(app, TEST_FEED_NOW)[next++]!;
const home = (app: FastifyInstance, event: FeedEvent) => outcome(app, event, '1x2', 'home', TEST_FEED_NOW);

const settleByHand = async (app: FastifyInstance, event: FeedEvent, body: unknown) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/events/${event.id}/settle`,
    cookies: { [XSRF_COOKIE]: XSRF },
    headers: { authorization: `Bearer ${OWNER_KEY}`, [XSRF_HEADER]: XSRF, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** The refusal of a slip holding a hand-settled event: 409, its selections shown suspended, the reason named. */
function expectClosed(response: { statusCode: number; json(): unknown; body: string }, outcomeIds: string[]) {
  expect(response.statusCode, response.body).toBe(409);
  const body = oddsChangedSchema.parse(response.json());
  expect(body.message).toMatch(/has been settled/);
  expect(body.changes.filter((change) => change.status === 'suspended').map((change) => change.outcomeId)).toEqual(
    expect.arrayContaining(outcomeIds),
  );
}

describe('an event settled by hand takes no more bets', () => {
  it('refuses singles, multiples, systems and builders on it, pre-match, while the feed still offers it', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 10_000);
    const [settled, other, third] = [ownEvent(app), ownEvent(app), ownEvent(app)];
    await reopenEvents(app, [settled, other, third]);
    const closed = home(app, settled);
    await settleByHand(app, settled, { winningOutcomeIds: [closed.id], voidOutcomeIds: [] });
    // The feed has no idea: it still prices the event as open.
    expect(closed.status).toBe('open');

    const slips = [
      { type: 'single', stake: 100, selections: [pick(closed)] },
      { type: 'multiple', stake: 100, selections: [pick(closed), pick(home(app, other))] },
      {
        type: 'system',
        stake: 100,
        sizes: [2],
        selections: [pick(closed), pick(home(app, other)), pick(home(app, third))],
      },
      {
        type: 'builder',
        stake: 100,
        selections: [pick(closed), pick(outcome(app, settled, 'corners_ou:9.5', 'over', TEST_FEED_NOW))],
      },
    ];
    for (const bet of slips) {
      expectClosed(await place(client, { oddsPolicy: 'any', bets: [bet] } as never), [closed.id]);
    }
    expect(await available(client)).toBe(10_000);
    // The other events still take bets.
    const open = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'single', stake: 100, selections: [pick(home(app, other))] }],
    });
    expect(open.statusCode, open.body).toBe(201);
  });

  it('refuses an in-play slip on it before the delay, and a voided event too', async () => {
    const { app, scripted } = opened;
    // In play is bet on a brand with live betting (decision 020): Arena's site 77.
    const { client } = await fundedPlayer(app, 10_000, { host: 'site77.localhost', brandKey: 'arena' });
    const live = ownEvent(app);
    await reopenEvents(app, [live]);
    scripted.makeLive(live);
    const selection = home(app, live);
    await settleByHand(app, live, { winningOutcomeIds: [], voidOutcomeIds: [selection.id] });
    const response = await place(client, {
      oddsPolicy: 'any',
      bets: [{ type: 'single', stake: 100, selections: [pick(selection)] }],
    });
    expectClosed(response, [selection.id]);
    // Refused at once: the player did not wait the in-play delay for a refusal known beforehand.
    expect(opened.slept).toBe(0);
    expect(await available(client)).toBe(10_000);
  });

  it('settles with the operator’s result a leg written while the hand settlement ran', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 10_000);
    const event = ownEvent(app);
    await reopenEvents(app, [event]);
    const selection = home(app, event);
    const placed = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'single', stake: 1_000, selections: [pick(selection)] }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // The operator's result is recorded, but this leg was not among the legs that settlement read (the race).
    await app.db.transaction((tx) =>
      recordHandResult(tx, event.id, { winningOutcomeIds: [], voidOutcomeIds: [selection.id] }, new Date()),
    );
    // The event has not even started; the job settles the leg as the operator said (void: the stake comes back).
    await settleDue({ ledger: app.ledger, db: app.db, feed: app.feed });
    expect(await available(client)).toBe(10_000);
    expect(await ledgerCheck(app)).toMatchObject({ unbalancedTransactions: 0, balanceMismatches: 0 });
  });
});
