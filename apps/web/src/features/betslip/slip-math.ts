import { parseAmount } from '@playline/contract/amount';
import {
  BET_LIMITS,
  type BetType,
  lineCount,
  lineReturn,
  NAMED_SYSTEMS,
  type NamedSystem,
  netReturn,
  type OddsPolicy,
  systemLines,
  totalOdds,
  winningsTax,
} from '@playline/contract/bets-math';
import type { BuilderGroup, SlipData, SlipSelection } from '#app/entities/slip/slip-types.ts';

/** A reason the slip cannot be placed, as a text key and its parameters (money in minor units). */
export interface Block {
  key:
    | 'Bets.Slip.Block.Empty'
    | 'Bets.Slip.Block.Stake'
    | 'Bets.Slip.Block.StakeMin'
    | 'Bets.Slip.Block.StakeMax'
    | 'Bets.Slip.Block.MaxPayout'
    | 'Bets.Slip.Block.Unavailable'
    | 'Bets.Slip.Block.OddsChanged'
    | 'Bets.Slip.Block.SameEvent'
    | 'Bets.Slip.Block.NeedTwo'
    | 'Bets.Slip.Block.NeedThree'
    | 'Bets.Slip.Block.ChooseSystem'
    | 'Bets.Slip.Block.TooMany'
    | 'Bets.Slip.Block.Pricing'
    | 'Bets.Slip.Block.Balance';
  money?: number;
  max?: number;
}

/** One bet the slip would place, with what it costs and returns at most. */
export interface SlipBet {
  type: BetType;
  /** Per line, minor units. */
  stake: number;
  lines: number;
  totalStake: number;
  gross: number;
  tax: number;
  net: number;
  selections: { outcomeId: string; odds: number; banker: boolean }[];
  sizes?: number[];
  builderOdds?: number;
  builderEventId?: number;
}

export interface SlipTotals {
  bets: SlipBet[];
  totalStake: number;
  gross: number;
  tax: number;
  net: number;
  /** Of a multiple (all selections) or a single builder group; null where it means nothing. */
  totalOdds: number | null;
  lines: number;
  /** The first is shown next to the place button. */
  blocks: Block[];
}

export interface SlipInput extends Pick<SlipData, 'selections' | 'stakes' | 'mode' | 'sizes' | 'bankers' | 'builder'> {
  oddsPolicy: OddsPolicy;
  /** Server prices of builder groups by event id (missing while loading). */
  builderPrices: Record<number, number | undefined>;
  taxed: boolean;
  /** Available money, or null for a visitor (who is sent to log in instead). */
  balance: number | null;
}

export const stakeOf = (text: string | undefined): number | null => {
  const amount = parseAmount(text ?? '');
  return amount === null || amount === 0 ? null : amount;
};

/** Two selections of one event in the slip: a multiple or system cannot hold them. */
export function hasSameEvent(selections: readonly SlipSelection[]): boolean {
  return new Set(selections.map((pick) => pick.eventId)).size < selections.length;
}

/** A changed price the policy does not accept blocks placement until the player accepts it. */
export function isUnacceptedChange(pick: SlipSelection, policy: OddsPolicy): boolean {
  if (pick.previousOdds === undefined || policy === 'any') return false;
  return policy === 'none' || pick.odds < pick.previousOdds;
}

function bet(type: BetType, stake: number, lines: number[][], sel: SlipBet['selections'], taxed: boolean): SlipBet {
  const gross = lines.reduce((sum, odds) => sum + lineReturn(stake, odds), 0);
  const totalStake = stake * lines.length;
  return { type, stake, lines: lines.length, totalStake, ...netReturn(totalStake, gross, taxed), selections: sel };
}

const toBet = (pick: SlipSelection, bankers: readonly string[] = []) => ({
  outcomeId: pick.outcomeId,
  odds: pick.odds,
  banker: bankers.includes(pick.outcomeId),
});

function builderBets(groups: readonly BuilderGroup[], input: SlipInput, blocks: Block[]): SlipBet[] {
  return groups.flatMap((group) => {
    const stake = stakeOf(input.stakes[`builder:${group.eventId}`]);
    const odds = input.builderPrices[group.eventId];
    if (stake === null) return [];
    if (odds === undefined) {
      blocks.push({ key: 'Bets.Slip.Block.Pricing' });
      return [];
    }
    const selections = group.picks.map((pick) => ({ outcomeId: pick.outcomeId, odds: pick.odds, banker: false }));
    return [
      { ...bet('builder', stake, [[odds]], selections, input.taxed), builderOdds: odds, builderEventId: group.eventId },
    ];
  });
}

function modeBets(input: SlipInput, blocks: Block[]): SlipBet[] {
  const { selections, stakes, taxed } = input;
  if (input.mode === 'builder') return builderBets(input.builder, input, blocks);
  if (input.mode === 'single') {
    return selections.flatMap((pick) => {
      const stake = stakeOf(stakes[pick.outcomeId]);
      return stake === null ? [] : [bet('single', stake, [[pick.odds]], [toBet(pick)], taxed)];
    });
  }
  if (selections.length > BET_LIMITS.maxSelections)
    blocks.push({ key: 'Bets.Slip.Block.TooMany', max: BET_LIMITS.maxSelections });
  if (hasSameEvent(selections)) blocks.push({ key: 'Bets.Slip.Block.SameEvent' });
  if (input.mode === 'multiple') {
    if (selections.length < 2) blocks.push({ key: 'Bets.Slip.Block.NeedTwo' });
    const stake = stakeOf(stakes.multiple);
    return stake === null
      ? []
      : [
          bet(
            'multiple',
            stake,
            [selections.map((pick) => pick.odds)],
            selections.map((pick) => toBet(pick)),
            taxed,
          ),
        ];
  }
  if (selections.length < 3) blocks.push({ key: 'Bets.Slip.Block.NeedThree' });
  if (input.sizes.length === 0) blocks.push({ key: 'Bets.Slip.Block.ChooseSystem' });
  const stake = stakeOf(stakes.system);
  if (stake === null || input.sizes.length === 0) return [];
  const bankers = selections.filter((pick) => input.bankers.includes(pick.outcomeId));
  const lines = systemLines(selections, input.sizes, bankers).map((line) => line.map((pick) => pick.odds));
  return [
    {
      ...bet(
        'system',
        stake,
        lines,
        selections.map((pick) => toBet(pick, input.bankers)),
        taxed,
      ),
      sizes: input.sizes,
    },
  ];
}

/** What the slip would place in its mode, the totals it shows, and every reason it cannot be placed yet. */
export function slipTotals(input: SlipInput): SlipTotals {
  const blocks: Block[] = [];
  const picks = input.mode === 'builder' ? input.builder.flatMap((group) => group.picks) : input.selections;
  if (picks.length === 0) blocks.push({ key: 'Bets.Slip.Block.Empty' });
  const bets = modeBets(input, blocks);
  if (input.mode !== 'builder') {
    if (input.selections.some((pick) => pick.status !== undefined)) blocks.push({ key: 'Bets.Slip.Block.Unavailable' });
    if (input.selections.some((pick) => isUnacceptedChange(pick, input.oddsPolicy)))
      blocks.push({ key: 'Bets.Slip.Block.OddsChanged' });
  }
  if (picks.length > 0 && bets.length === 0 && !blocks.some((block) => block.key === 'Bets.Slip.Block.Pricing'))
    blocks.push({ key: 'Bets.Slip.Block.Stake' });
  for (const placed of bets) {
    if (placed.stake < BET_LIMITS.minStake)
      blocks.push({ key: 'Bets.Slip.Block.StakeMin', money: BET_LIMITS.minStake });
    if (placed.stake > BET_LIMITS.maxStake)
      blocks.push({ key: 'Bets.Slip.Block.StakeMax', money: BET_LIMITS.maxStake });
    if (placed.gross > BET_LIMITS.maxPayout)
      blocks.push({ key: 'Bets.Slip.Block.MaxPayout', money: BET_LIMITS.maxPayout });
  }
  const sum = (field: 'totalStake' | 'gross') => bets.reduce((total, placed) => total + placed[field], 0);
  const totalStake = sum('totalStake');
  const gross = sum('gross');
  // The tax is the slip's, on its net winnings (decision 019): ten singles are taxed like one bet of their stakes.
  const tax = input.taxed ? winningsTax(totalStake, gross) : 0;
  if (input.balance !== null && totalStake > input.balance)
    blocks.push({ key: 'Bets.Slip.Block.Balance', money: input.balance });
  const odds =
    input.mode === 'multiple' && input.selections.length > 0
      ? totalOdds(input.selections.map((pick) => pick.odds))
      : input.mode === 'builder' && input.builder.length === 1
        ? (input.builderPrices[input.builder[0]?.eventId ?? 0] ?? null)
        : null;
  return {
    bets,
    totalStake,
    gross,
    tax,
    net: gross - tax,
    totalOdds: odds,
    lines: bets.reduce((total, placed) => total + placed.lines, 0),
    blocks: unique(blocks),
  };
}

const unique = (blocks: Block[]) =>
  blocks.filter((block, index) => blocks.findIndex((other) => other.key === block.key) === index);

/** The "k from n" sizes a system of these selections can have, and the named systems that fit exactly. */
export function systemChoices(count: number, bankers: number): { sizes: number[]; named: NamedSystem[] } {
  const free = count - bankers;
  const sizes = Array.from({ length: Math.max(0, free) }, (_, index) => index + 1);
  const named = (Object.keys(NAMED_SYSTEMS) as NamedSystem[]).filter((name) => NAMED_SYSTEMS[name].selections === free);
  return { sizes, named };
}

/** Lines of a system choice (for the labels "2 from 4 · 6 lines"). */
export const systemLineCount = (count: number, sizes: readonly number[], bankers: number) =>
  lineCount(count, sizes, bankers);
