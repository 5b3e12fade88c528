import { handTotal, isNatural, shuffledShoe } from './cards';
import type { BlackjackState, BlackjackStep, Rng, SoloBlackjackAction } from './types';

export { handTotal } from './cards';

/**
 * Single-hand blackjack: 6 decks shuffled for every hand, the dealer stands on all 17s, blackjack pays 3:2, double
 * on any first two cards; no split, no surrender. The dealer checks the hole card at once, so a natural on either
 * side settles the hand at the deal — except behind an ace up: insurance (half the stake, paying 2:1) is offered
 * first, and the dealer checks with the player's first decision.
 */
export const BLACKJACK_RULES = { decks: 6, dealerHitsSoft17: false, blackjackPays: 1.5 } as const;

/**
 * A hand can use at most 22 player cards (all aces and twos reach 21 first) and 18 dealer cards, so 48 cards
 * dealt from the shuffle always suffice; the rest of the shoe is never drawn.
 */
const CARDS_PER_HAND = 48;

/** An action the hand does not allow now (the round service answers it as a 4xx). */
export class BlackjackRuleError extends Error {
  override name = 'BlackjackRuleError';
}

type Result = NonNullable<BlackjackStep['outcome']['result']>;

/** A settled hand keeps no shoe: nothing is left to draw from it or to leak, and `actBlackjack` refuses it. */
function settle(played: BlackjackState, result: Result): BlackjackStep {
  const state = { ...played, shoe: [] };
  const insurance = state.insurance ?? 0;
  const main = state.doubled ? state.stake * 2 : state.stake;
  const staked = main + insurance;
  // Insurance returns itself and twice as much on a dealer blackjack, and is lost otherwise.
  const insured = insurance > 0 && isNatural(state.dealer) ? insurance * 3 : 0;
  const win =
    insured +
    (result === 'blackjack'
      ? state.stake + Math.floor(state.stake * BLACKJACK_RULES.blackjackPays) // an odd stake's half unit is floored
      : result === 'win'
        ? main * 2
        : result === 'push'
          ? main
          : 0);
  return {
    state,
    finished: true,
    stake: staked,
    win,
    outcome: {
      engine: 'blackjack',
      player: [...state.player],
      dealer: [...state.dealer],
      playerTotal: handTotal(state.player),
      dealerTotal: handTotal(state.dealer),
      doubled: state.doubled,
      actions: [],
      result,
      ...(insurance > 0 ? { insurance } : {}),
    },
  };
}

/** The insurance side bet a stake allows: half of it, rounded down (none for the smallest stakes). */
const insuranceOf = (stake: number) => Math.floor(stake / 2);

/** Insurance is offered before the dealer checks, behind an ace up, once. */
const insurable = (state: BlackjackState) =>
  state.peeked === false && state.dealer[0]?.startsWith('A') === true && insuranceOf(state.stake) > 0;

/** The open hand as the player sees it: only the dealer's up card, never the hole card or the shoe. */
function open(state: BlackjackState): BlackjackStep {
  const actions: SoloBlackjackAction[] = state.player.length === 2 ? ['hit', 'stand', 'double'] : ['hit', 'stand'];
  if (insurable(state)) actions.push('insurance');
  return {
    state,
    finished: false,
    stake: state.stake + (state.insurance ?? 0),
    win: 0,
    outcome: {
      engine: 'blackjack',
      player: [...state.player],
      dealer: [state.dealer[0]!],
      playerTotal: handTotal(state.player),
      dealerTotal: null,
      doubled: false,
      actions,
      result: null,
      ...(state.insurance ? { insurance: state.insurance } : {}),
    },
  };
}

/** The dealer draws to 17 or more (standing on soft 17), then the totals decide. */
function finish(state: BlackjackState): BlackjackStep {
  const player = handTotal(state.player);
  if (player > 21) return settle(state, 'bust');
  // The dealer draws from the top of the shoe; the settled hand drops the shoe, so nothing needs copying.
  const dealer = [...state.dealer];
  for (let next = 0; handTotal(dealer) < 17; next++) dealer.push(state.shoe[next]!);
  const final = { ...state, dealer };
  const total = handTotal(dealer);
  return settle(final, total > 21 || player > total ? 'win' : player === total ? 'push' : 'lose');
}

/** Deals a new hand: player, dealer, player, dealer. Settles at once on a natural. */
export function dealBlackjack(stake: number, rng: Rng): BlackjackStep {
  const shoe = shuffledShoe(BLACKJACK_RULES.decks, CARDS_PER_HAND, rng);
  const [p1, d1, p2, d2] = shoe.splice(0, 4) as [string, string, string, string];
  const state: BlackjackState = { shoe, player: [p1, p2], dealer: [d1, d2], stake, doubled: false, peeked: true };
  const playerNatural = isNatural(state.player);
  const dealerNatural = isNatural(state.dealer);
  // Behind an ace the dealer waits for the insurance decision (a player's natural is paid at once, no even money).
  if (!playerNatural && insurable({ ...state, peeked: false })) return open({ ...state, peeked: false });
  if (playerNatural || dealerNatural) {
    return settle(state, playerNatural && dealerNatural ? 'push' : playerNatural ? 'blackjack' : 'lose');
  }
  return open(state);
}

/**
 * Plays one decision on an open hand; a hit that reaches 21 stands by itself. Behind an ace the first decision
 * lets the dealer check: with a blackjack the hand is lost (the decision not played, a double taking nothing more)
 * and insurance pays; "insurance" itself only takes the side bet, and the hand goes on if the dealer has none.
 */
export function actBlackjack(state: BlackjackState, action: SoloBlackjackAction): BlackjackStep {
  if (action === 'insurance') {
    if (!insurable(state)) throw new BlackjackRuleError('insurance is offered only against an ace, once');
    const insured = { ...state, insurance: insuranceOf(state.stake), peeked: true };
    return isNatural(state.dealer) ? settle(insured, 'lose') : open(insured);
  }
  if (state.peeked === false) {
    const checked = { ...state, peeked: true };
    if (isNatural(state.dealer)) return settle(checked, 'lose');
    return playDecision(checked, action);
  }
  return playDecision(state, action);
}

function playDecision(state: BlackjackState, action: SoloBlackjackAction): BlackjackStep {
  const allowed = state.shoe.length > 0 && handTotal(state.player) < 21 && !state.doubled;
  const canDouble = state.player.length === 2;
  if (!allowed || (action === 'double' && !canDouble) || !['hit', 'stand', 'double'].includes(action)) {
    throw new BlackjackRuleError(`"${action}" is not possible in this hand now`);
  }
  if (action === 'stand') return finish(state);
  const [card, ...shoe] = state.shoe as [string, ...string[]];
  const next: BlackjackState = { ...state, shoe, player: [...state.player, card], doubled: action === 'double' };
  if (action === 'double' || handTotal(next.player) >= 21) return finish(next);
  return open(next);
}
