import { SESSION_COOKIE } from '@playline/contract';
import { tableUpdateSchema } from '@playline/contract/casino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer } from '#app/modules/bets/shared/test-kit.ts';
import { listenForHub, TestSocket } from '#app/modules/hub/test-socket.ts';
import { WHEEL_LAYOUT } from '../engines/wheel';
import { betOn, fixedRng, leader, roundAt, tableSession, useTablesApp } from './test-kit';

const opened = useTablesApp();
const WHEEL = 7;
let url: string;
const sockets: TestSocket[] = [];

async function seated(cookie?: string) {
  const socket = await TestSocket.open(url, cookie ? { cookie } : {});
  sockets.push(socket);
  await socket.next('hello');
  socket.send({ type: 'subscribe', channels: [`table:${WHEEL}`] });
  await socket.next('subscribed');
  return socket;
}

beforeAll(async () => {
  url = await listenForHub(opened.app);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
});

describe('a live table over the hub', () => {
  it('sends the table on subscribe, the result to everyone seated and the settlement to the winner alone', async () => {
    const round = roundAt(WHEEL, opened.clock.now);
    const player = await fundedPlayer(opened.app, 2_000);
    const { session } = await tableSession(opened.app, WHEEL, player.userId);
    const bets = [
      { segment: '10' as const, stake: 100 },
      { segment: '1' as const, stake: 50 },
    ];
    const placed = await betOn(player.client, WHEEL, {
      token: session.token,
      roundId: round.roundId,
      bet: { engine: 'live-wheel', bets },
    });
    expect(placed.statusCode).toBe(201);

    const watcher = await seated();
    const snapshot = await watcher.next('table');
    expect(tableUpdateSchema.parse(snapshot)).toMatchObject({
      tableId: WHEEL,
      roundId: round.roundId,
      phase: 'betting',
      seated: 1,
    });
    const winner = await seated(`${SESSION_COOKIE}=${player.client.session}`);
    expect((await winner.next('table')).seated).toBe(2);

    opened.clock.now = round.bettingClosesAt;
    // The wheel stops on its first '10' and the top slot (same index) on a '5' at 3x: the '10' returns 11× the stake.
    const stop = WHEEL_LAYOUT.indexOf('10');
    await leader(opened.app, fixedRng(stop))();
    for (const socket of [watcher, winner]) {
      const result = await socket.next('table', (message) => message.result !== null);
      expect(result).toMatchObject({
        phase: 'result',
        result: { engine: 'live-wheel', segment: '10', index: stop, boost: { segment: '5', multiplier: 3 } },
        seated: 2,
      });
      // What a table message weighs on the wire (reported in the README figures).
      expect(JSON.stringify(result).length).toBeLessThan(1_000);
    }
    const settled = await winner.next('table_settled');
    expect(settled).toMatchObject({ tableId: WHEEL, roundId: round.roundId, stake: 150, win: 1_100 });
    expect(settled.balance?.balance).toBe(2_000 - 150 + 1_100);
    expect(await watcher.untilPong('table_settled')).toEqual([]);

    watcher.send({ type: 'unsubscribe', channels: [`table:${WHEEL}`] });
    await watcher.next('unsubscribed');
    const state = (await player.client.get(`/api/casino/tables/${WHEEL}`)).json();
    expect(state.seated).toBe(1);
  });
});
