import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeLimit, inForce, percentUsed, remainingOf, resetsAt, type StoredLimit, usedOf } from './limits';

const COOLING_OFF = 24 * 3_600_000;
const amount = fc.integer({ min: 100, max: 100_000_000 });
const maybeAmount = fc.option(amount, { nil: null });
const moment = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-01-01T00:00:00Z') });
/** A limit as it may be stored: with or without a raise or removal waiting until some moment. */
const stored = fc.record({
  amount: maybeAmount,
  pending: fc.option(fc.record({ amount: maybeAmount, at: moment }), { nil: null }),
});
const toStored = (limit: { amount: number | null; pending: { amount: number | null; at: number } | null }) =>
  ({
    amount: limit.amount,
    pendingAmount: limit.pending?.amount ?? null,
    pendingAt: limit.pending ? new Date(limit.pending.at) : null,
  }) satisfies StoredLimit;
const allows = (value: number | null) => value ?? Number.POSITIVE_INFINITY;

describe('changing a limit (RTS 12)', () => {
  it('applies a new, equal or lower limit at once and drops any waiting raise', () => {
    fc.assert(
      fc.property(stored, maybeAmount, moment, (limit, wanted, now) => {
        const current = inForce(toStored(limit), new Date(now));
        fc.pre(allows(wanted) <= allows(current.amount));
        const next = changeLimit(current, wanted, new Date(now), COOLING_OFF);
        expect(next).toEqual({ amount: wanted, pendingAmount: null, pendingAt: null });
        expect(inForce(next, new Date(now)).amount).toBe(wanted);
      }),
    );
  });

  it('keeps the limit in force for exactly the cooling-off when it is raised or removed, then applies the change', () => {
    fc.assert(
      fc.property(
        stored,
        maybeAmount,
        moment,
        fc.integer({ min: 1, max: COOLING_OFF - 1 }),
        (limit, wanted, now, d) => {
          const current = inForce(toStored(limit), new Date(now));
          fc.pre(allows(wanted) > allows(current.amount));
          const next = changeLimit(current, wanted, new Date(now), COOLING_OFF);
          expect(next.pendingAt?.getTime()).toBe(now + COOLING_OFF);
          expect(inForce(next, new Date(now)).amount).toBe(current.amount);
          expect(inForce(next, new Date(now + d)).amount).toBe(current.amount);
          expect(inForce(next, new Date(now + COOLING_OFF - 1)).amount).toBe(current.amount);
          expect(inForce(next, new Date(now + COOLING_OFF))).toEqual({
            amount: wanted,
            pendingAmount: null,
            pendingAt: null,
          });
        },
      ),
    );
  });

  it('cancels a waiting raise when the player asks for the amount in force again', () => {
    fc.assert(
      fc.property(amount, maybeAmount, moment, (limit, raise, now) => {
        fc.pre(allows(raise) > limit);
        const waiting = changeLimit(
          { amount: limit, pendingAmount: null, pendingAt: null },
          raise,
          new Date(now),
          COOLING_OFF,
        );
        const again = changeLimit(inForce(waiting, new Date(now + 1)), limit, new Date(now + 1), COOLING_OFF);
        expect(again).toEqual({ amount: limit, pendingAmount: null, pendingAt: null });
        expect(inForce(again, new Date(now + 2 * COOLING_OFF)).amount).toBe(limit);
      }),
    );
  });

  it('loosens only by the last ask, once a whole cooling-off has passed since it; a change never loosens at once', () => {
    const step = fc.record({ wanted: maybeAmount, after: fc.integer({ min: 0, max: 2 * COOLING_OFF }) });
    fc.assert(
      fc.property(maybeAmount, moment, fc.array(step, { maxLength: 25 }), (first, start, steps) => {
        let limit: StoredLimit = { amount: first, pendingAmount: null, pendingAt: null };
        let held = first;
        let now = start;
        let lastAsk = { wanted: first, at: start };
        for (const { wanted, after } of steps) {
          now += after;
          const before = inForce(limit, new Date(now)).amount;
          if (allows(before) > allows(held)) {
            expect(before).toBe(lastAsk.wanted);
            expect(now - lastAsk.at).toBeGreaterThanOrEqual(COOLING_OFF);
          }
          limit = changeLimit(inForce(limit, new Date(now)), wanted, new Date(now), COOLING_OFF);
          lastAsk = { wanted, at: now };
          held = inForce(limit, new Date(now)).amount;
          expect(allows(held)).toBeLessThanOrEqual(allows(before));
          expect(allows(held)).toBe(Math.min(allows(before), allows(wanted)));
        }
      }),
    );
  });
});

const totals = fc.record({
  deposits: fc.integer({ min: 0, max: 1e9 }),
  stakes: fc.integer({ min: 0, max: 1e9 }),
  returns: fc.integer({ min: 0, max: 1e10 }),
  firstDepositAt: fc.option(
    moment.map((at) => new Date(at)),
    { nil: null },
  ),
  firstStakeAt: fc.option(
    moment.map((at) => new Date(at)),
    { nil: null },
  ),
});

describe('what counts against a limit', () => {
  it('counts deposits, stakes, and losses net of returns that never go below zero', () => {
    fc.assert(
      fc.property(totals, (t) => {
        expect(usedOf('deposit', t)).toBe(t.deposits);
        expect(usedOf('wager', t)).toBe(t.stakes);
        expect(usedOf('loss', t)).toBe(Math.max(0, t.stakes - t.returns));
        expect(usedOf('loss', t)).toBeGreaterThanOrEqual(0);
        expect(usedOf('loss', t)).toBeLessThanOrEqual(t.stakes);
      }),
    );
  });

  it('leaves the limit minus what is used, never below zero nor above the limit; none without a limit', () => {
    fc.assert(
      fc.property(maybeAmount, fc.integer({ min: 0, max: 2e8 }), (limit, used) => {
        const remaining = remainingOf(limit, used);
        if (limit === null) {
          expect(remaining).toBeNull();
          expect(percentUsed(limit, used)).toBe(0);
          return;
        }
        expect(remaining).toBe(Math.max(0, limit - used));
        expect(remaining).toBeLessThanOrEqual(limit);
        const percent = percentUsed(limit, used);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBe(used >= limit ? 100 : Math.floor((used * 100) / limit));
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('frees the allowance one window after the oldest counted movement, and not when nothing counts', () => {
    const period = fc.constantFrom('day' as const, 'week' as const, 'month' as const);
    const kind = fc.constantFrom('deposit' as const, 'loss' as const, 'wager' as const);
    const windowMs = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 };
    fc.assert(
      fc.property(kind, period, totals, (k, p, t) => {
        const at = resetsAt(k, p, t);
        const first = k === 'deposit' ? t.firstDepositAt : t.firstStakeAt;
        if (usedOf(k, t) === 0 || first === null) expect(at).toBeNull();
        else expect(at?.getTime()).toBe(first.getTime() + windowMs[p]);
      }),
    );
  });
});
