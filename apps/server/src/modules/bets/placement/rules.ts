import { BET_LIMITS, type BetType, lineCount } from '@playline/contract/bets';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { parseOutcomeId } from '../shared/selections';

/** A bet of the request after zod (defaults applied). */
export interface RequestedBet {
  type: BetType;
  stake: number;
  selections: { outcomeId: string; odds: number; banker: boolean }[];
  sizes?: number[] | undefined;
  builderOdds?: number | undefined;
}

/** Lines of one system bet: each is priced when booked and settled, so their number is bounded. */
export const MAX_SYSTEM_LINES = 5_000;

const refuse = (messages: Messages, key: Parameters<Messages['t']>[0], params?: Record<string, string | number>) =>
  new HttpError(400, messages.t(key, params));

/** The line sizes a bet is made of: a single and a builder one line, a multiple one line of all, a system its sizes. */
export function sizesOf(bet: RequestedBet): number[] {
  if (bet.type === 'system') return [...new Set(bet.sizes ?? [])].sort((a, b) => a - b);
  return [bet.type === 'multiple' ? bet.selections.length : 1];
}

/**
 * The rules a bet must follow whatever the prices: how many selections its type takes, distinct selections (and
 * events, except in the bet builder), bankers and sizes of systems, and the stake limits per line.
 */
export function checkRules(bet: RequestedBet, currencyCode: string, messages: Messages): void {
  const { selections } = bet;
  const ids = selections.map((selection) => selection.outcomeId);
  if (new Set(ids).size !== ids.length) throw refuse(messages, 'bets.duplicateSelection');
  const events = ids.map((id) => parseOutcomeId(id)?.eventId ?? id);
  const bankers = selections.filter((selection) => selection.banker).length;
  if (bankers > 0 && bet.type !== 'system') throw refuse(messages, 'bets.bankersOnlySystem');
  switch (bet.type) {
    case 'single':
      if (selections.length !== 1) throw refuse(messages, 'bets.singleSelections');
      break;
    case 'multiple':
      if (selections.length < 2) throw refuse(messages, 'bets.multipleSelections');
      break;
    case 'system': {
      if (bankers >= selections.length) throw refuse(messages, 'bets.bankers');
      const sizes = sizesOf(bet);
      const free = selections.length - bankers;
      if (sizes.length === 0 || sizes.some((size) => size > free) || lineCount(selections.length, sizes, bankers) < 1) {
        throw refuse(messages, 'bets.systemSizes', { count: selections.length });
      }
      if (lineCount(selections.length, sizes, bankers) > MAX_SYSTEM_LINES) {
        throw refuse(messages, 'bets.systemTooLarge', { max: MAX_SYSTEM_LINES });
      }
      break;
    }
    case 'builder':
      if (selections.length < 2) throw refuse(messages, 'bets.builderCount');
      if (new Set(events).size !== 1) throw refuse(messages, 'bets.builderEvent');
      break;
  }
  if (bet.type !== 'builder' && new Set(events).size !== events.length) throw refuse(messages, 'bets.sameEvent');
  if (bet.stake < BET_LIMITS.minStake) {
    throw refuse(messages, 'bets.stakeTooLow', { min: messages.money(BET_LIMITS.minStake, currencyCode) });
  }
  if (bet.stake > BET_LIMITS.maxStake) {
    throw refuse(messages, 'bets.stakeTooHigh', { max: messages.money(BET_LIMITS.maxStake, currencyCode) });
  }
}
