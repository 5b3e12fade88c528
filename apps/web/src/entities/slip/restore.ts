import type { BetType, OddsPolicy } from '@playline/contract/bets-math';
import { STORAGE_KEYS } from '@playline/contract/constants';
import { readStored } from '#app/lib/storage.ts';
import { bankersOf } from './mode';
import { onePerMarket } from './selections';
import { type BuilderGroup, SLIP_MAX_SELECTIONS, type SlipData, type SlipSelection } from './slip-types';

/*
 * What a stored slip may hold. Local storage outlives versions and can be edited, so every part of `slip_s` is
 * checked before it is trusted; a broken part is dropped alone (an old or edited slip loses only that pick).
 */

const MODES: readonly BetType[] = ['single', 'multiple', 'system', 'builder'];
const POLICIES: readonly OddsPolicy[] = ['none', 'higher', 'any'];

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isOdds = (value: unknown): value is number => isFiniteNumber(value) && value > 1;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A stored pick is trusted only when every field has its type. */
function isSlipSelection(value: unknown): value is SlipSelection {
  if (typeof value !== 'object' || value === null) return false;
  const pick = value as Record<string, unknown>;
  return (
    isText(pick.outcomeId) &&
    Number.isInteger(pick.eventId) &&
    isText(pick.marketKey) &&
    isText(pick.code) &&
    isOdds(pick.odds) &&
    (pick.name === undefined || typeof pick.name === 'string') &&
    typeof pick.eventName === 'string' &&
    isText(pick.marketType) &&
    (pick.line === null || isFiniteNumber(pick.line)) &&
    isText(pick.sport) &&
    isText(pick.startsAt) &&
    isFiniteNumber(pick.addedAt) &&
    (pick.previousOdds === undefined || isOdds(pick.previousOdds)) &&
    (pick.status === undefined || pick.status === 'suspended' || pick.status === 'removed')
  );
}

/** A stored builder group is kept only when every pick is whole and of the group's event. */
function isGroup(value: unknown): value is BuilderGroup {
  const group = value as BuilderGroup | null;
  return (
    typeof group === 'object' &&
    group !== null &&
    Number.isInteger(group.eventId) &&
    Array.isArray(group.picks) &&
    group.picks.every((pick) => isSlipSelection({ ...pick, addedAt: 0 }) && pick.eventId === group.eventId)
  );
}

/** Reads `slip_s`: today's object, or the list of picks earlier versions stored; anything broken is dropped. */
export function restoreSlip(): SlipData {
  const raw = readStored<unknown>('local', STORAGE_KEYS.slip, null, (value): value is unknown => true);
  const data = (Array.isArray(raw) ? { selections: raw } : (raw ?? {})) as Record<string, unknown>;
  const selections = onePerMarket(list(data.selections).filter(isSlipSelection)).slice(0, SLIP_MAX_SELECTIONS);
  const stakes = Object.fromEntries(
    Object.entries(typeof data.stakes === 'object' && data.stakes !== null ? data.stakes : {}).filter(
      ([, text]) => typeof text === 'string' && text.length <= 12,
    ),
  ) as Record<string, string>;
  return {
    selections,
    stakes,
    mode: MODES.includes(data.mode as BetType) ? (data.mode as BetType) : 'single',
    sizes: list(data.sizes).filter((size): size is number => Number.isInteger(size) && (size as number) > 0),
    bankers: bankersOf(list(data.bankers), new Set(selections.map((pick) => pick.outcomeId))),
    builder: list(data.builder).filter(isGroup),
    oddsPolicy: POLICIES.includes(data.oddsPolicy as OddsPolicy) ? (data.oddsPolicy as OddsPolicy) : 'none',
    owner: Number.isInteger(data.owner) ? (data.owner as number) : null,
  };
}
