import type { Market } from '@playline/contract/sports';
import type { Movement, MovementSubject, MovementType } from '@playline/contract/wallet';
import { outcomeLabel, teamsOf } from '#app/entities/market-labels/market-labels.ts';
import type { TranslateFn } from '#app/lib/i18n/translator.ts';

type BetSubject = Extract<MovementSubject, { kind: 'bet' }>;

/** Result markets read best as the team backed ("Arsenal" rather than "1"), as my bets name them. */
const SIDE_MARKETS: ReadonlySet<string> = new Set(['1x2', 'winner', 'dnb', 'ht_1x2']);

/** "Arsenal – Chelsea: Arsenal", "Multiple (3)", "System (4)", "Bet builder (2), Arsenal – Chelsea". */
export function betName(t: TranslateFn, bet: BetSubject): string {
  if (bet.betType === 'multiple') return t('Wallet.Bet.multiple', { count: bet.legs });
  if (bet.betType === 'system') return t('Wallet.Bet.system', { count: bet.legs });
  if (bet.betType === 'builder') return t('Wallet.Bet.builder', { count: bet.legs, event: bet.eventName });
  const teams = teamsOf(bet.eventName);
  const side = SIDE_MARKETS.has(bet.marketType) && bet.line === null && (bet.code === 'home' || bet.code === 'away');
  const market = { type: bet.marketType as Market['type'], line: bet.line };
  const outcome = { code: bet.code, ...(bet.name === null ? {} : { name: bet.name }) };
  const selection = side ? teams[bet.code as 'home' | 'away'].name : outcomeLabel(t, outcome, market, teams);
  return `${bet.eventName}: ${selection}`;
}

const BET_ROLE: Partial<Record<MovementType, string>> = {
  bet_stake: 'Wallet.Bet.stake',
  bet_win: 'Wallet.Bet.win',
  bet_refund: 'Wallet.Bet.refund',
  cash_out: 'Wallet.Bet.cashOut',
};

/**
 * What a movement is called in the history: the game and how the round went ("Book of Sands — win"), the bet
 * ("Bet: Arsenal – Chelsea: Arsenal", "Won: Multiple (3)"), or its type for payments and older movements.
 */
export function transactionTitle(t: TranslateFn, movement: Pick<Movement, 'type' | 'subject'>): string {
  const { subject, type } = movement;
  if (subject?.kind === 'game') return t(`Wallet.Game.${subject.outcome}`, { game: subject.game });
  const role = BET_ROLE[type];
  if (role && subject?.kind === 'bet') return t(role, { bet: betName(t, subject) });
  if (role && subject?.kind === 'bets') return t(role, { bet: t('Wallet.Bet.several', { count: subject.count }) });
  return t(`Wallet.Type.${type}`);
}

/** "From E-wallet ma•••@example.com", "To Bank transfer GR16 •••• 0695"; null for other movements. */
export function paymentLine(t: TranslateFn, movement: Pick<Movement, 'type' | 'subject'>): string | null {
  const { subject } = movement;
  if (subject?.kind !== 'payment') return null;
  const params = { method: t(`Wallet.Method.${subject.method}`), account: subject.destination };
  return t(movement.type === 'deposit' ? 'Wallet.PaidFrom' : 'Wallet.PaidTo', params);
}
