import type { Bet, BetLeg } from '@playline/contract/bets';
import { NAMED_SYSTEMS } from '@playline/contract/bets-math';
import { marketName } from '#app/entities/market-labels/market-labels.ts';
import { outcomeFullName } from '#app/entities/market-labels/outcome-full-name.ts';
import type { TranslateFn } from '#app/lib/i18n/translator.ts';

/** "Total 2.5", "Handicap -1.5", "Match result". */
export function legMarketName(t: TranslateFn, leg: Pick<BetLeg, 'marketType' | 'line'>): string {
  return marketName(t, { type: leg.marketType, line: leg.line });
}

/** "Arsenal", "Draw", "Arsenal or draw", "Over 2.5", "2-1": the side a bet backed, named in full (as the slip names it). */
export function legOutcomeLabel(
  t: TranslateFn,
  leg: Pick<BetLeg, 'code' | 'name' | 'marketType' | 'line' | 'eventName'>,
) {
  return outcomeFullName(t, leg, { type: leg.marketType, line: leg.line }, leg.eventName);
}

const FOLDS: Record<number, string> = {
  1: 'Bets.Mybets.Type.single',
  2: 'Bets.Mybets.Type.double',
  3: 'Bets.Mybets.Type.treble',
};

/** "Single", "Treble", "5-fold", "Bet builder", "Trixie", "System 2/3 from 4" (bankers are in every line). */
export function betTypeLabel(t: TranslateFn, bet: Pick<Bet, 'type' | 'sizes' | 'legs'>): string {
  const count = bet.legs.length;
  if (bet.type === 'builder') return t('Bets.Mybets.Type.builder');
  if (bet.type === 'single') return t('Bets.Mybets.Type.single');
  if (bet.type === 'multiple') return FOLDS[count] ? t(FOLDS[count]) : t('Bets.Mybets.Type.multiple', { count });
  const sizes = [...new Set(bet.sizes ?? [])].sort((a, b) => a - b);
  const bankers = bet.legs.filter((leg) => leg.banker).length;
  const named = Object.entries(NAMED_SYSTEMS).find(
    ([, system]) => bankers === 0 && system.selections === count && system.sizes.join() === sizes.join(),
  );
  if (named) return t(`Bets.Mybets.Type.${named[0]}`);
  return t('Bets.Mybets.Type.system', { sizes: sizes.join('/'), count: count - bankers });
}
