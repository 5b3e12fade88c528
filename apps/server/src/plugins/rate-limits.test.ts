import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footballEvents, outcome } from '../modules/bets/shared/test-kit';
import { gameOn } from '../modules/casino/test-kit';
import { TEST_FEED_NOW, testFeed } from '../modules/sports/test-feed';
import { buildTestApp } from '../test/build-test-app';
import { loggedInPlayer } from '../test/factories';
import { TestClient } from '../test/test-client';

let now = TEST_FEED_NOW;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(
    {
      RATE_BUILDER_PRICE_IP: '6/60',
      RATE_BUILDER_PRICE_USER: '3/60',
      RATE_BOOKING_CREATE_IP: '3/60',
      RATE_BOOKING_READ_IP: '4/60',
      RATE_DEMO_SESSION_IP: '3/60',
    },
    { feed: testFeed(() => now), clock: () => new Date(now) },
  );
});
afterAll(() => app.close());

/** Calls `call` until it is refused; answers how many passed and the refusal. */
async function untilRefused(
  call: () => Promise<{ statusCode: number; json(): unknown; headers: Record<string, unknown> }>,
) {
  for (let passed = 0; passed < 50; passed++) {
    const response = await call();
    if (response.statusCode === 429) return { passed, response };
  }
  throw new Error('never refused');
}

const expectCleanRefusal = (response: { json(): unknown; headers: Record<string, unknown> }) => {
  expect(response.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.any(String) });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('request rates of the calls anyone can make (issue 18: availability)', () => {
  it('builder prices: a burst per address and a smaller one per player, then 429 until the bucket refills', async () => {
    const event = footballEvents(app, now)[0]!;
    const outcomeIds = [outcome(app, event, '1x2', 'home', now).id, outcome(app, event, 'ou:2.5', 'over', now).id];
    const { client } = await loggedInPlayer(app);
    const player = await untilRefused(() => client.post('/api/bets/builder/price', { outcomeIds }));
    expect(player.passed).toBe(3);
    expectCleanRefusal(player.response);
    // A visitor shares the address's bucket (6 in all): three more, then refused.
    const visitor = await untilRefused(() => new TestClient(app).post('/api/bets/builder/price', { outcomeIds }));
    expect(visitor.passed).toBe(3);
    now += 500;
    expect((await new TestClient(app).post('/api/bets/builder/price', { outcomeIds })).statusCode).toBe(429);
    now += 600; // a second after the refusal the bucket holds one call again (60 a minute)
    expect((await new TestClient(app).post('/api/bets/builder/price', { outcomeIds })).statusCode).toBe(200);
  });

  it('booking codes: creation and lookups are limited per address', async () => {
    const event = footballEvents(app, now)[0]!;
    const selections = [{ outcomeId: outcome(app, event, '1x2', 'home', now).id }];
    const client = new TestClient(app);
    const created = await untilRefused(() => client.post('/api/bets/booking', { selections }));
    expect(created.passed).toBe(3);
    expectCleanRefusal(created.response);
    const read = await untilRefused(() => client.get('/api/bets/booking/ABCDEFGH'));
    expect(read.passed).toBe(4);
    expectCleanRefusal(read.response);
  });

  it('demo game sessions: three fun sessions per address, then 429; real-money launches are not counted', async () => {
    const slot = gameOn(app, 'slot');
    const visitor = new TestClient(app);
    const demo = await untilRefused(() => visitor.post('/api/casino/launch', { gameId: slot.id, mode: 'demo' }));
    expect(demo.passed).toBe(3);
    expectCleanRefusal(demo.response);
    const { client } = await loggedInPlayer(app);
    expect((await client.post('/api/casino/launch', { gameId: slot.id, mode: 'real' })).statusCode).toBe(200);
  });
});
