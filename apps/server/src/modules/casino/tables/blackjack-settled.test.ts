import { SESSION_COOKIE } from '@playline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer } from '#app/modules/bets/shared/test-kit.ts';
import { listenForHub, TestSocket } from '#app/modules/hub/test-socket.ts';
import { handTotal } from '../engines/live-blackjack';
import { drawOnce } from './repository';
import { betOn, fixedRng, leader, roundAt, tableSession, useTablesApp } from './test-kit';

const opened = useTablesApp();
const BLACKJACK = 10;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  url = await listenForHub(opened.app);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
});

/** A logged-in player at the table with 100 staked on the round, listening on the hub as the game frame does. */
async function seatedPlayer(roundId: number) {
  const player = await fundedPlayer(opened.app, 1_000);
  const { session } = await tableSession(opened.app, BLACKJACK, player.userId);
  const bet = { engine: 'live-blackjack' as const, stake: 100 };
  expect((await betOn(player.client, BLACKJACK, { token: session.token, roundId, bet })).statusCode).toBe(201);
  const socket = await TestSocket.open(url, { cookie: `${SESSION_COOKIE}=${player.client.session}` });
  sockets.push(socket);
  await socket.next('hello');
  socket.send({ type: 'subscribe', channels: [`table:${BLACKJACK}`] });
  await socket.next('subscribed');
  const decide = (action: 'hit' | 'stand') =>
    player.client.post(`/api/casino/tables/${BLACKJACK}/decisions`, { token: session.token, roundId, action });
  return { socket, decide };
}

describe('live blackjack settlement over the hub', () => {
  it("tells each player their own hand and how it ended, a loss included, which the table's messages do not", async () => {
    const round = roundAt(BLACKJACK, opened.clock.now);
    const hitter = await seatedPlayer(round.roundId);
    const stander = await seatedPlayer(round.roundId);

    opened.clock.now = round.bettingClosesAt;
    // Common cards 6S 7S 8S …; the dealer 2D 3D 4D 5D 6D makes 20.
    const dealer = ['2D', '3D', '4D', '5D', '6D'];
    await drawOnce(
      opened.app.db,
      BLACKJACK,
      round.roundId,
      () => ({ engine: 'live-blackjack', cards: ['6S', '7S', '8S', '9S', '10S', 'JS'], dealer, dealerTotal: 20 }),
      opened.app.clock(),
    );
    expect(handTotal(dealer)).toBe(20);
    const table = leader(opened.app, fixedRng(0));
    await table();
    expect((await hitter.decide('hit')).statusCode).toBe(200);
    expect((await stander.decide('stand')).statusCode).toBe(200);

    opened.clock.now = roundAt(BLACKJACK, opened.clock.now).decisionsCloseAt;
    await table();

    const won = await hitter.socket.next('table_settled');
    expect(won).toMatchObject({
      tableId: BLACKJACK,
      roundId: round.roundId,
      stake: 100,
      win: 200,
      balance: { balance: 1_000 - 100 + 200 },
      hand: { cards: ['6S', '7S', '8S'], total: 21, result: 'win' },
    });
    const lost = await stander.socket.next('table_settled');
    expect(lost).toMatchObject({
      roundId: round.roundId,
      stake: 100,
      win: 0,
      balance: null,
      hand: { cards: ['6S', '7S'], total: 13, result: 'lose' },
    });
    // Each hears their own bet once: a second settlement pass says nothing more.
    await table();
    for (const { socket } of [hitter, stander]) expect(await socket.untilPong('table_settled')).toHaveLength(1);
  });
});
