import { LIMIT_PERIOD_MS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@playline/contract/safer-gambling';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAYER_PASSWORD } from '#app/test/factories.ts';
import { footballEvents, outcome, pick, place } from '../bets/shared/test-kit';
import { gameOn, launch, playRound, useCasinoApp } from '../casino/test-kit';
import { COOLING_OFF_MS, deposit, limitOf, rgPlayer, setLimit, stateOf } from './test-kit';

const opened = useCasinoApp();
const KINDS: LimitKind[] = ['deposit', 'loss', 'wager'];
const hundreds = (min: number, max: number) => fc.integer({ min: min / 100, max: max / 100 }).map((n) => n * 100);
const command = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant('deposit' as const), amount: hundreds(100, 6_000) }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('stake' as const), amount: hundreds(100, 6_000) }) },
  /** A roulette round on red and black at once: what it pays back (all but on zero) lowers the loss used. */
  {
    weight: 3,
    arbitrary: fc.record({ type: fc.constant('round' as const), amount: hundreds(100, 3_000).map((n) => 2 * n) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('limit' as const),
      kind: fc.constantFrom(...KINDS),
      period: fc.constantFrom(...LIMIT_PERIODS),
      amount: fc.option(hundreds(1_000, 12_000), { nil: null, freq: 4 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('wait' as const), ms: fc.integer({ min: 60_000, max: 2 * 86_400_000 }) }),
  },
);

/** The rules as the issue states them, kept apart from the server's code: what each limit is at each moment. */
class ModelLimit {
  amount: number | null = null;
  pending: { amount: number | null; at: number } | null = null;
  at(now: number) {
    if (this.pending && this.pending.at <= now) {
      this.amount = this.pending.amount;
      this.pending = null;
    }
    return this.amount;
  }
  change(wanted: number | null, now: number) {
    const current = this.at(now);
    const looser = (wanted ?? Number.POSITIVE_INFINITY) > (current ?? Number.POSITIVE_INFINITY);
    if (looser) this.pending = { amount: wanted, at: now + COOLING_OFF_MS };
    else {
      this.amount = wanted;
      this.pending = null;
    }
  }
}

describe('limits against a model of the rules', () => {
  it('accepts a movement exactly when every limit in force at that moment still has room for it', async () => {
    const { app, clock } = opened;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 12 }), async (commands) => {
        const { client, userName } = await rgPlayer(app, 1_000_000);
        const startedAt = clock.now;
        const limits = new Map<string, ModelLimit>();
        const limitFor = (kind: LimitKind, period: LimitPeriod) => {
          const key = `${kind}:${period}`;
          if (!limits.has(key)) limits.set(key, new ModelLimit());
          return limits.get(key)!;
        };
        /** Movements that counted: the opening deposit came before any limit. */
        const moved: { kind: 'deposit' | 'stake' | 'return'; amount: number; at: number }[] = [
          { kind: 'deposit', amount: 1_000_000, at: startedAt },
        ];
        const sumIn = (kind: 'deposit' | 'stake' | 'return', period: LimitPeriod, now: number) =>
          moved
            .filter((m) => m.kind === kind && m.at > now - LIMIT_PERIOD_MS[period])
            .reduce((sum, m) => sum + m.amount, 0);
        const usedIn = (kind: LimitKind, period: LimitPeriod, now: number) => {
          if (kind === 'deposit') return sumIn('deposit', period, now);
          if (kind === 'wager') return sumIn('stake', period, now);
          return Math.max(0, sumIn('stake', period, now) - sumIn('return', period, now));
        };
        const room = (kinds: LimitKind[], now: number) =>
          Math.min(
            ...kinds.flatMap((kind) =>
              LIMIT_PERIODS.map((period) => {
                const amount = limitFor(kind, period).at(now);
                return amount === null ? Number.POSITIVE_INFINITY : Math.max(0, amount - usedIn(kind, period, now));
              }),
            ),
          );

        const move = async (type: 'deposit' | 'stake' | 'round', amount: number, now: number) => {
          if (type === 'deposit') return deposit(client, amount);
          if (type === 'round') {
            const { token } = await launch(client, gameOn(app, 'roulette').id);
            const half = amount / 2;
            return playRound(client, token, {
              engine: 'roulette',
              bets: [
                { kind: 'red', stake: half },
                { kind: 'black', stake: half },
              ],
            });
          }
          const home = outcome(app, footballEvents(app, now)[8]!, '1x2', 'home', now);
          return place(client, {
            oddsPolicy: 'any',
            bets: [{ type: 'single', stake: amount, selections: [pick(home)] }],
          });
        };

        for (const step of commands) {
          const now = clock.now;
          if (step.type === 'wait') {
            clock.now += step.ms;
            // A remembered session lasts 30 days: log in again, as the player would.
            await client.login(userName, PLAYER_PASSWORD, { rememberMe: true });
            continue;
          }
          if (step.type === 'limit') {
            limitFor(step.kind, step.period).change(step.amount, now);
            expect((await setLimit(client, step.kind, step.period, step.amount)).statusCode).toBe(200);
          } else {
            const fits = step.amount <= room(step.type === 'deposit' ? ['deposit'] : ['loss', 'wager'], now);
            const response = await move(step.type, step.amount, now);
            expect(response.statusCode, `${step.type} ${step.amount}: ${response.body}`).toBe(
              fits ? (step.type === 'round' ? 200 : 201) : 403,
            );
            if (fits) {
              moved.push({ kind: step.type === 'deposit' ? 'deposit' : 'stake', amount: step.amount, at: now });
              if (step.type === 'round') moved.push({ kind: 'return', amount: response.json().win, at: now });
              // The invariant itself: no window of a limit this movement counts against is over it.
              const counted: LimitKind[] = step.type === 'deposit' ? ['deposit'] : ['loss', 'wager'];
              for (const limit of (await stateOf(client)).limits.filter((each) => counted.includes(each.kind))) {
                if (limit.amount !== null) expect(limit.used).toBeLessThanOrEqual(limit.amount);
              }
            }
          }
          // What the server shows agrees with the model: the limit in force, what it counts and what is left.
          const state = await stateOf(client);
          for (const kind of KINDS) {
            for (const period of LIMIT_PERIODS) {
              const amount = limitFor(kind, period).at(now);
              const used = usedIn(kind, period, now);
              expect(limitOf(state, kind, period)).toMatchObject({
                amount,
                used,
                remaining: amount === null ? null : Math.max(0, amount - used),
              });
            }
          }
        }
        clock.now += 31 * 86_400_000;
      }),
      { numRuns: 12 },
    );
  }, 180_000);
});
