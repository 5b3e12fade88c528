import type { RoundBet } from '@playline/contract/casino';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { CatalogueEntry } from './catalogue/catalogue';
import { playCrash } from './engines/crash';
import { checkRouletteBets, spinRoulette } from './engines/roulette';
import { spinSlot } from './engines/slot';
import { SLOT_VARIANTS, type SlotVariantKey } from './engines/slot-variants';
import type { InstantPlay, Rng, SlotVariant } from './engines/types';

/** What a bet stakes in all (a roulette bet's chips summed). */
export const stakeOf = (bet: RoundBet): number =>
  bet.engine === 'roulette' ? bet.bets.reduce((sum, chip) => sum + chip.stake, 0) : bet.stake;

export function slotVariantOf(entry: CatalogueEntry): SlotVariant {
  const variant = SLOT_VARIANTS[entry.game.variant as SlotVariantKey];
  if (!variant) throw new Error(`game ${entry.game.id} names no slot variant (${entry.game.variant})`);
  return variant;
}

/**
 * Refuses a bet the game cannot take, before any money moves: another engine's bet, a stake outside the game's
 * limits, a slot stake that is not whole cents per line, a roulette chip whose numbers are not its kind's shape.
 */
export function checkBet(entry: CatalogueEntry, bet: RoundBet, messages: Messages, currencyCode: string): void {
  const { game } = entry;
  if (bet.engine !== game.engine) throw new HttpError(400, messages.t('casino.wrongGame'));
  const stake = stakeOf(bet);
  if (stake < game.minStake || stake > game.maxStake) {
    const params = {
      min: messages.money(game.minStake, currencyCode),
      max: messages.money(game.maxStake, currencyCode),
    };
    throw new HttpError(400, messages.t('casino.stakeRange', params), {
      stake: messages.t('casino.stakeRange', params),
    });
  }
  if (bet.engine === 'slot' && stake % slotVariantOf(entry).config.paylines.length !== 0) {
    const step = messages.money(slotVariantOf(entry).config.paylines.length, currencyCode);
    throw new HttpError(400, messages.t('casino.stakeStep', { step }), {
      stake: messages.t('casino.stakeStep', { step }),
    });
  }
  if (bet.engine === 'roulette') {
    const reason = checkRouletteBets(bet.bets);
    if (reason !== null) throw new HttpError(400, messages.t('casino.invalidBet', { reason }));
  }
}

/** Plays a round of an engine that settles at once; blackjack opens hands elsewhere. */
export function playInstant(entry: CatalogueEntry, bet: RoundBet, rng: Rng): InstantPlay {
  switch (bet.engine) {
    case 'slot':
      return spinSlot(slotVariantOf(entry), bet.stake, rng);
    case 'roulette':
      return spinRoulette(bet.bets, rng);
    case 'crash':
      return playCrash(bet.stake, bet.cashOutAt, rng);
    case 'blackjack':
      throw new Error('blackjack hands are dealt by the blackjack round');
  }
}
