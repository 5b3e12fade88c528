import type { Bet, BetLeg } from '@playline/contract/bets';
import { NAMED_SYSTEMS } from '@playline/contract/bets-math';
import type { TranslateFn } from '../../lib/i18n/translator';

/**
 * Labels of my bets from the catalogue's `Market.*` / `Outcome.*` texts. Small copies of the sports feature's
 * rules (features do not import each other): a bet only needs its legs' market and outcome named.
 */

const signed = (line: number) => (line > 0 ? `+${line}` : String(line));

/** "Total 2.5", "Handicap -1.5", "Match result". */
export function legMarketName(t: TranslateFn, leg: Pick<BetLeg, 'marketType' | 'line'>): string {
  const line = leg.line === null ? '' : leg.marketType === 'ah' ? signed(leg.line) : String(leg.line);
  return t(`Market.${leg.marketType}`, { line }).trim();
}

/** The home or away team of "Home – Away" (outrights have no teams). */
function team(leg: Pick<BetLeg, 'eventName'>, side: 'home' | 'away'): string {
  const [home = '', away = ''] = leg.eventName.split(/\s+[–-]\s+/);
  return side === 'home' ? home : away;
}

/** Markets whose home / away outcomes read best as the team's name ("Arsenal" rather than "1"). */
const SIDE_MARKETS: ReadonlySet<string> = new Set(['1x2', 'winner', 'dnb', 'ht_1x2']);

/** "Arsenal", "Draw", "Over 2.5", "1 -1.5", "2-1", "1/X", a named team or player's name, "Rivera by KO/TKO". */
export function legOutcomeLabel(
  t: TranslateFn,
  leg: Pick<BetLeg, 'code' | 'name' | 'marketType' | 'line' | 'eventName'>,
) {
  const { code } = leg;
  if (leg.name && /^[tp]\d+$/.test(code)) return leg.name;
  if (/^\d+-\d+$/.test(code)) return code;
  if (leg.marketType === 'htft' && code.includes('/')) {
    return code
      .split('/')
      .map((side) => t(`Outcome.${side}`))
      .join('/');
  }
  if (SIDE_MARKETS.has(leg.marketType) && leg.line === null) {
    if (code === 'draw') return t('Bets.Mybets.Draw');
    if (code === 'home' || code === 'away') return team(leg, code) || t(`Outcome.${code}`);
  }
  const method = /^(home|away)_(ko|submission|decision)$/.exec(code);
  if (method) return t(`Outcome.${code}`, { team: leg.name ?? team(leg, method[1] as 'home' | 'away') });
  const key = `Outcome.${code}`;
  const text = t(key);
  const base = text === key ? (leg.name ?? code) : text;
  if (leg.line === null) return base;
  if (code === 'over' || code === 'under') return `${base} ${leg.line}`;
  if (leg.marketType === 'ah' && (code === 'home' || code === 'away')) {
    return `${base} ${signed(code === 'home' ? leg.line : -leg.line)}`;
  }
  return base;
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
