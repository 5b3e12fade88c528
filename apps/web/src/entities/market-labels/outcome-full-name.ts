import type { Market, Outcome } from '@playline/contract/sports';
import type { TranslateFn } from '#app/lib/i18n/translator.ts';
import { outcomeLabel, signedLine, teamsOf } from './market-labels';

// Its own module: only the slip and my bets name outcomes in full, and the sports pages' first load stays without it.

/** Double chance and its sides: which two of home, draw and away the code covers. */
const DOUBLE_CHANCE: Record<string, [string, string]> = {
  '1X': ['home', 'draw'],
  '12': ['home', 'away'],
  X2: ['draw', 'away'],
};
/**
 * An outcome named in full, as a slip or a bet says what was picked: the team for "1" and "2" ("Borussia Gründorf",
 * "Adler -1.5"), "Draw" for "X", "Gründorf or draw" for double chance, "Gründorf / Draw" for half time / full time;
 * every other outcome as `outcomeLabel` names it ("Over 2.5", "2-1"). Outrights and events without two sides keep it.
 */
export function outcomeFullName(
  t: TranslateFn,
  outcome: Pick<Outcome, 'code' | 'name'>,
  market: Pick<Market, 'type' | 'line'>,
  eventName: string,
): string {
  const teams = teamsOf(eventName);
  if (!teams.home.name || !teams.away.name) return outcomeLabel(t, outcome, market, teams);
  const side = (code: string): string | null =>
    code === 'home'
      ? teams.home.name
      : code === 'away'
        ? teams.away.name
        : code === 'draw'
          ? t('Outcome.Full.draw')
          : null;
  const { code } = outcome;
  const pair = DOUBLE_CHANCE[code];
  if (market.type === 'dc' && pair)
    return t('Outcome.Full.Either', { first: side(pair[0]) ?? '', second: side(pair[1]) ?? '' });
  if (market.type === 'htft' && code.includes('/')) {
    return code
      .split('/')
      .map((part) => side(part) ?? part)
      .join(' / ');
  }
  const named = code === 'over' || code === 'under' ? null : side(code);
  if (named === null) return outcomeLabel(t, outcome, market, teams);
  if (market.type === 'ah' && market.line !== null && code !== 'draw') {
    return `${named} ${signedLine(code === 'home' ? market.line : -market.line)}`;
  }
  return named;
}
