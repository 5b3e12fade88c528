import type { Bet, BetLeg } from '@playline/contract/bets';
import { NAMED_SYSTEMS } from '@playline/contract/bets-math';
import { marketName, outcomeLabel, teamsOf } from '#app/entities/market-labels/market-labels.ts';
import type { TranslateFn } from '#app/lib/i18n/translator.ts';

/** "Total 2.5", "Handicap -1.5", "Match result". */
export function legMarketName(t: TranslateFn, leg: Pick<BetLeg, 'marketType' | 'line'>): string {
  return marketName(t, { type: leg.marketType, line: leg.line });
}

/** Markets whose home / away outcomes read best as the team's name ("Arsenal" rather than "1"). */
const SIDE_MARKETS: ReadonlySet<string> = new Set(['1x2', 'winner', 'dnb', 'ht_1x2']);

/**
 * "Arsenal", "Draw", "Over 2.5", "1 -1.5", "2-1", "1/X", a named team or player's name, "Rivera by KO/TKO": the
 * catalogue's outcome labels, except that a bet names the side it backed in result markets.
 */
export function legOutcomeLabel(
  t: TranslateFn,
  leg: Pick<BetLeg, 'code' | 'name' | 'marketType' | 'line' | 'eventName'>,
) {
  const teams = teamsOf(leg.eventName);
  if (SIDE_MARKETS.has(leg.marketType) && leg.line === null) {
    if (leg.code === 'draw') return t('Bets.Mybets.Draw');
    if (leg.code === 'home' || leg.code === 'away') return teams[leg.code].name || t(`Outcome.${leg.code}`);
  }
  return outcomeLabel(t, leg, { type: leg.marketType, line: leg.line }, teams);
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
