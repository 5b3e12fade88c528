import type { TableBetRequest, TableResult } from '@playline/contract/casino';
import type { TableEngine } from '@playline/contract/casino-keys';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { dealTableCards, handTotal } from '../engines/live-blackjack';
import { checkRouletteBets, ROULETTE_POCKETS, rouletteColor, rouletteReturns } from '../engines/roulette';
import type { Rng } from '../engines/types';
import { spinWheel, wheelReturns } from '../engines/wheel';
import { type HandPlay, handReturn } from './blackjack-hand';

/** A table bet as stored: the request's bet, and for live blackjack the hand's decisions so far. */
export type StoredTableBet =
  | Exclude<TableBetRequest['bet'], { engine: 'live-blackjack' }>
  | (HandPlay & { engine: 'live-blackjack' });

/** The bet's total stake, or a 400 for roulette chips that are not their kind's shape on the layout. */
export function checkTableBet(bet: TableBetRequest['bet'], messages: Messages): number {
  if (bet.engine === 'live-blackjack') return bet.stake;
  if (bet.engine === 'live-roulette') {
    const reason = checkRouletteBets(bet.bets);
    if (reason !== null) throw new HttpError(400, messages.t('casino.invalidBet', { reason }));
  }
  return bet.bets.reduce((sum, chip) => sum + chip.stake, 0);
}

/** The round's draw with the production engines (the blackjack draw holds cards nobody has seen yet). */
export function drawResult(engine: TableEngine, rng: Rng): TableResult {
  if (engine === 'live-roulette') {
    const number = rng.int(ROULETTE_POCKETS);
    return { engine, number, color: rouletteColor(number) };
  }
  if (engine === 'live-wheel') return { engine, ...spinWheel(rng) };
  const { cards, dealer } = dealTableCards(rng);
  return { engine, cards, dealer, dealerTotal: handTotal(dealer) };
}

/** What a bet pays back on a result, stake included; 0 for a loss. */
export function betWin(bet: StoredTableBet, result: TableResult): number {
  if (bet.engine === 'live-roulette' && result.engine === 'live-roulette') {
    return rouletteReturns(bet.bets, result.number).reduce((sum, amount) => sum + amount, 0);
  }
  if (bet.engine === 'live-wheel' && result.engine === 'live-wheel') {
    return wheelReturns(bet.bets, result).reduce((sum, amount) => sum + amount, 0);
  }
  if (bet.engine === 'live-blackjack' && result.engine === 'live-blackjack') return handReturn(result, bet);
  throw new Error(`a ${bet.engine} bet cannot be settled on a ${result.engine} result`);
}
