import type { TableResult } from '@playline/contract/casino';
import type { Database } from '#app/db/client.ts';
import { type HandPlay, playerCards } from './blackjack-hand';
import { roundBets } from './repository';

/**
 * How many of a live blackjack round's common cards the table has seen: the first two, and as far as the hand
 * that drew most reached. The rest of the sequence never reaches anyone (and keeps the table's messages small).
 */
export async function revealedCount(db: Database, tableId: number, roundId: number, cards: readonly string[]) {
  const bets = await roundBets(db, tableId, roundId);
  return Math.max(2, ...bets.map((bet) => playerCards(cards, bet.bet as HandPlay).length));
}

/** A drawn result as the table is shown it: a blackjack round's common cards cut to those that were dealt. */
export async function shownResult(db: Database, tableId: number, roundId: number, result: TableResult) {
  if (result.engine !== 'live-blackjack') return result;
  return { ...result, cards: result.cards.slice(0, await revealedCount(db, tableId, roundId, result.cards)) };
}
