import { IDEMPOTENCY_HEADER } from '@playline/contract';
import { type Bet, lineReturn, partialCashOutValue } from '@playline/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';
import { settleEvent } from '../bets/settlement/settle-events';
import { footballEvents, outcome, pick, place, reopenEvents } from '../bets/shared/test-kit';
import { type Bus, createLocalBus } from '../hub/bus';
import { userChannel } from '../hub/channels';
import type { FeedEvent } from '../sports/feed/adapter';
import { TEST_FEED_NOW, testFeed } from '../sports/test-feed';
import { ChannelRecorder } from './channel-recorder';

let app: FastifyInstance;
let bus: Bus;

beforeAll(async () => {
  bus = createLocalBus();
  app = await buildTestApp({}, { bus, feed: testFeed(() => TEST_FEED_NOW) });
});
afterAll(() => app.close());

const balance = (wallet: number, held = 0) => ({
  type: 'balance',
  balance: wallet + held,
  calculatedBalance: wallet,
  tax: 0,
  currencyCode: 'EUR',
});

const deposit = (client: TestClient, amount: number, key = newKey()) =>
  client.post(
    '/api/client/deposit',
    { amount, payment: { method: 'ewallet', account: 'player@example.com' } },
    { [IDEMPOTENCY_HEADER]: key },
  );

/** A logged-in player listening to their own channel, with `funds` deposited (and that push taken). */
async function listeningPlayer(funds = 0) {
  const player = await loggedInPlayer(app);
  const channel = await ChannelRecorder.on(bus, userChannel(player.userId));
  if (funds > 0) {
    expect((await deposit(player.client, funds)).statusCode).toBe(201);
    await channel.take();
  }
  return { ...player, channel };
}

/**
 * Settling by hand settles every open leg of an event, whoever placed it: these events lie later in the test
 * feed's three days than other files (which may share a PostgreSQL) bet on.
 */
let nextEvent = 90;
function ownEvent(): FeedEvent {
  const event = footballEvents(app, TEST_FEED_NOW)[nextEvent++];
  if (!event) throw new Error('the test feed has too few football events');
  return event;
}

async function singleOnHome(client: TestClient, stake: number) {
  const event = ownEvent();
  await reopenEvents(app, [event]);
  const home = outcome(app, event, '1x2', 'home', TEST_FEED_NOW);
  const response = await place(client, {
    oddsPolicy: 'none',
    bets: [{ type: 'single', stake, selections: [pick(home)] }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return { event, home, bet: response.json().bets[0] as Bet };
}

const settle = (event: FeedEvent, winningOutcomeIds: string[]) =>
  settleEvent({ ledger: app.ledger, db: app.db, feed: app.feed }, event.id, { winningOutcomeIds, voidOutcomeIds: [] });

describe("pushes on the player's own channel", () => {
  it('a deposit publishes the new balance to that player only; a replayed retry publishes nothing', async () => {
    const a = await listeningPlayer();
    const b = await listeningPlayer();
    const key = newKey();
    expect((await deposit(a.client, 5_000, key)).statusCode).toBe(201);
    expect(await a.channel.take()).toEqual([balance(5_000)]);

    expect((await deposit(a.client, 5_000, key)).statusCode).toBe(201);
    expect((await deposit(b.client, 700)).statusCode).toBe(201);
    expect(await b.channel.take()).toEqual([balance(700)]);
    expect((await deposit(a.client, 300)).statusCode).toBe(201);
    // The retry left no message: the next one is the later deposit's; and b's deposit never reached a.
    expect(await a.channel.take()).toEqual([balance(5_300)]);
    expect(a.channel.unread).toEqual([]);
  });

  it('placing a bet publishes the balance after the stake', async () => {
    const { client, channel } = await listeningPlayer(10_000);
    await singleOnHome(client, 1_000);
    expect(await channel.take()).toEqual([balance(9_000)]);
  });

  it('a won bet publishes bet_settled, then the balance with the win', async () => {
    const { client, channel } = await listeningPlayer(10_000);
    const { event, home, bet } = await singleOnHome(client, 1_000);
    await channel.take();
    await settle(event, [home.id]);
    const win = lineReturn(1_000, [home.odds]);
    expect(await channel.take(2)).toEqual([
      { type: 'bet_settled', betId: bet.id, status: 'won', payout: win },
      balance(9_000 + win),
    ]);
  });

  it('a lost bet publishes bet_settled with nothing paid, and no balance (it did not change)', async () => {
    const { client, channel } = await listeningPlayer(10_000);
    const { event, bet } = await singleOnHome(client, 1_000);
    await channel.take();
    await settle(event, [`${event.id}/1x2/away`]);
    expect(await channel.take()).toEqual([{ type: 'bet_settled', betId: bet.id, status: 'lost', payout: 0 }]);
    expect((await deposit(client, 100)).statusCode).toBe(201);
    expect(await channel.take()).toEqual([balance(9_100)]);
  });

  it('a full cash-out publishes bet_settled as cashed out, then the balance; a partial one only the balance', async () => {
    const { client, channel } = await listeningPlayer(10_000);
    const [full, part] = [await singleOnHome(client, 1_000), await singleOnHome(client, 1_000)];
    await channel.take(2);
    const cashOut = async (betId: number, stake?: number) => {
      const bets: Bet[] = (await client.get('/api/client/bets?pageSize=50')).json().bets;
      const offer = bets.find((candidate) => candidate.id === betId)?.cashOut;
      if (!offer?.available) throw new Error(`bet ${betId} has no cash-out offer`);
      const value = stake === undefined ? offer.value : partialCashOutValue(offer.value, 1_000, stake);
      const response = await client.post(
        `/api/client/bets/${betId}/cashout`,
        { value, ...(stake === undefined ? {} : { stake }) },
        { [IDEMPOTENCY_HEADER]: newKey() },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().paid as number;
    };

    const paid = await cashOut(full.bet.id);
    expect(await channel.take(2)).toEqual([
      { type: 'bet_settled', betId: full.bet.id, status: 'cashed_out', payout: paid },
      balance(8_000 + paid),
    ]);
    const partPaid = await cashOut(part.bet.id, 400);
    expect(await channel.take()).toEqual([balance(8_000 + paid + partPaid)]);
  });
});
