import { BLACKJACK_RULES } from './blackjack';
import { cardValue } from './cards';
import type { BlackjackAction } from './types';

/**
 * Basic strategy and its exact expected return for our rules (dealer stands on soft 17, peeks for a natural,
 * 3:2, double on any two cards, no split), computed for an infinite shoe: each card value 1–9 has probability
 * 1/13 and 10 has 4/13. A six-deck shoe differs from this by a few hundredths of a percent — well inside the
 * simulation's tolerance. The simulation plays this strategy and compares with `BASIC_STRATEGY_RETURN`.
 */
const P = (value: number): number => (value === 10 ? 4 / 13 : 1 / 13);
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** A hand as the calculator sees it: the sum with aces as 1 and whether it holds an ace. */
const handValue = (hard: number, ace: boolean): number => (ace && hard <= 11 ? hard + 10 : hard);

/** The dealer's final total (17–21, or 22 for a bust) with its probability, from a hand drawn so far. */
function dealerFinish(hard: number, ace: boolean, weight: number, into: number[]): void {
  const value = handValue(hard, ace);
  if (value >= 17) {
    into[Math.min(value, 22)]! += weight;
    return;
  }
  for (const card of VALUES) dealerFinish(hard + card, ace || card === 1, weight * P(card), into);
}

/** The dealer's final totals given the up card, knowing the dealer has no natural (the peek settled those). */
function dealerTotals(up: number): number[] {
  const totals: number[] = new Array(23).fill(0);
  const holes = VALUES.filter((hole) => !((up === 1 && hole === 10) || (up === 10 && hole === 1)));
  const mass = holes.reduce((sum, hole) => sum + P(hole), 0);
  for (const hole of holes) dealerFinish(up + hole, up === 1 || hole === 1, P(hole) / mass, totals);
  return totals;
}

const DEALER = new Map(VALUES.map((up) => [up, dealerTotals(up)]));

function standValue(player: number, dealer: number[]): number {
  let value = dealer[22]!;
  for (let total = 17; total <= 21; total++) value += (player > total ? 1 : player === total ? 0 : -1) * dealer[total]!;
  return value;
}

interface Values {
  stand: number;
  hit: number;
  double: number;
}

/** Expected values (per initial stake) of standing, hitting on optimally, and doubling, from a hand. */
function values(hard: number, ace: boolean, up: number, memo = new Map<string, number>()): Values {
  const dealer = DEALER.get(up)!;
  const best = (h: number, a: boolean): number => {
    const value = handValue(h, a);
    if (value > 21) return -1;
    if (value === 21) return standValue(21, dealer); // a hand that reaches 21 stands by itself
    const key = `${h}:${a}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const result = Math.max(standValue(value, dealer), hitValue(h, a));
    memo.set(key, result);
    return result;
  };
  const hitValue = (h: number, a: boolean): number =>
    VALUES.reduce((sum, card) => sum + P(card) * best(h + card, a || card === 1), 0);
  const doubleValue = VALUES.reduce((sum, card) => {
    const value = handValue(hard + card, ace || card === 1);
    return sum + P(card) * 2 * (value > 21 ? -1 : standValue(value, dealer));
  }, 0);
  return { stand: standValue(handValue(hard, ace), dealer), hit: hitValue(hard, ace), double: doubleValue };
}

/** The expected return of a hand per unit of initial stake, stake included (1 − house edge). */
export const BASIC_STRATEGY_RETURN: number = (() => {
  const natural = 2 * P(1) * P(10);
  let edge = 0;
  for (const up of VALUES) {
    const dealerNatural = up === 1 ? P(10) : up === 10 ? P(1) : 0;
    let open = 0;
    for (const a of VALUES) {
      for (const b of VALUES) {
        const isNatural = (a === 1 && b === 10) || (a === 10 && b === 1);
        const v = values(a + b, a === 1 || b === 1, up);
        open += P(a) * P(b) * (isNatural ? BLACKJACK_RULES.blackjackPays : Math.max(v.stand, v.hit, v.double));
      }
    }
    edge += P(up) * (dealerNatural * -(1 - natural) + (1 - dealerNatural) * open);
  }
  return 1 + edge;
})();

/** Decisions by hand (sum with aces as 1, holds an ace), up card and whether doubling is allowed, worked out once. */
const decisions = new Map<number, BlackjackAction>();

function decide(hard: number, ace: boolean, up: number, canDouble: boolean): BlackjackAction {
  const key = ((hard * 2 + Number(ace)) * 11 + up) * 2 + Number(canDouble);
  let action = decisions.get(key);
  if (!action) {
    const v = values(hard, ace, up);
    if (canDouble && v.double > Math.max(v.stand, v.hit)) action = 'double';
    else action = handValue(hard, ace) < 21 && v.hit > v.stand ? 'hit' : 'stand';
    decisions.set(key, action);
  }
  return action;
}

/** The best action for a hand against the dealer's up card (doubling only on the first two cards). */
export function basicStrategy(player: readonly string[], upCard: string): BlackjackAction {
  let hard = 0;
  let ace = false;
  for (const card of player) {
    const value = cardValue(card);
    hard += value;
    if (value === 1) ace = true;
  }
  return decide(hard, ace, cardValue(upCard), player.length === 2);
}
