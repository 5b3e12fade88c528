import { describe, expect, it } from 'vitest';
import { TEST_FEED_NOW } from '#app/modules/sports/test-feed.ts';
import {
  available,
  footballEvents,
  fundedPlayer,
  ledgerCheck,
  outcome,
  pick,
  place,
  useBetsApp,
} from '../shared/test-kit';

const opened = useBetsApp();

describe('placement races', () => {
  it('50 concurrent bets on a wallet that affords 20: never overdrawn, accepted stakes = the balance drop', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 2_000);
    const events = footballEvents(app, TEST_FEED_NOW);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        place(client, {
          oddsPolicy: 'any',
          bets: [
            {
              type: 'single',
              stake: 100,
              selections: [pick(outcome(app, events[i % 10]!, '1x2', 'home', TEST_FEED_NOW))],
            },
          ],
        }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 201).length;
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(accepted).toBe(20);
    expect(refused).toHaveLength(30);
    expect(refused[0]!.json().fields.stake).toBeTruthy();
    expect(await available(client)).toBe(2_000 - accepted * 100);
    expect((await client.get('/api/client/bets?pageSize=50')).json().total).toBe(accepted);
    expect(await ledgerCheck(app)).toMatchObject({
      unbalancedTransactions: 0,
      negativeBalances: 0,
      balanceMismatches: 0,
    });
  });

  it('the same Idempotency-Key sent twice at once books one bet', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 1_000);
    const selection = pick(outcome(app, footballEvents(app, TEST_FEED_NOW)[0]!, '1x2', 'draw', TEST_FEED_NOW));
    const body = {
      oddsPolicy: 'none' as const,
      bets: [{ type: 'single' as const, stake: 250, selections: [selection] }],
    };
    const [a, b] = await Promise.all([place(client, body, 'twice-at-once-1'), place(client, body, 'twice-at-once-1')]);
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(a!.json().bets[0].id).toBe(b!.json().bets[0].id);
    expect(await available(client)).toBe(750);
  });
});
