import type { BetType, OddsPolicy } from '@playline/contract/bets-math';
import type { MarketType, SportKey } from '@playline/contract/sports';

/** The most selections one slip holds; a further pick is refused with `full`. */
export const SLIP_MAX_SELECTIONS = 30;

/** Why a selection cannot be bet on any more (a 409 of the server said so). */
export type SelectionStatus = 'suspended' | 'removed';

/** One pick on the bet slip, as the slip needs it without asking the server again. */
export interface SlipSelection {
  /** The outcome's id (`eventId/marketKey/code`), unique across the catalogue. */
  outcomeId: string;
  eventId: number;
  marketKey: string;
  code: string;
  /** Decimal odds now, kept current with `updateOdds` and `applyChanges`. */
  odds: number;
  /** Proper name of a team or player outcome (`t<id>` / `p<id>` codes). */
  name?: string;
  eventName: string;
  marketType: MarketType;
  line: number | null;
  sport: SportKey;
  startsAt: string;
  /** Epoch milliseconds; the slip lists picks in this order. */
  addedAt: number;
  /** The price the player last accepted, while the current one differs from it (the slip's up/down arrow). */
  previousOdds?: number;
  /** Set while the selection cannot be bet on. */
  status?: SelectionStatus;
}

export type SlipSelectionInput = Omit<SlipSelection, 'addedAt' | 'previousOdds' | 'status'>;

/** A bet-builder group: same-event picks combined into one bet, priced by the server. */
export interface BuilderGroup {
  eventId: number;
  picks: SlipSelectionInput[];
}

/** The part of the slip kept in local storage `slip_s`. */
export interface SlipData {
  selections: SlipSelection[];
  /** Typed stake texts: per outcome id (singles), `multiple`, `system`, `builder:<eventId>`. */
  stakes: Record<string, string>;
  mode: BetType;
  /** System line sizes chosen ("2 from 4" is [2]). */
  sizes: number[];
  /** Outcome ids of the system's bankers. */
  bankers: string[];
  builder: BuilderGroup[];
  oddsPolicy: OddsPolicy;
  /** The player the slip belongs to (null: a visitor's); another player's slip is cleared. */
  owner: number | null;
}

/** An empty slip. */
export const EMPTY_SLIP: SlipData = {
  selections: [],
  stakes: {},
  mode: 'single',
  sizes: [],
  bankers: [],
  builder: [],
  oddsPolicy: 'none',
  owner: null,
};

/**
 * What each concern of the slip (selections, stakes, mode, builder, odds policy, owner) acts through, in the order of
 * zustand's own slices (`set`, `get`): `save` changes the slip and writes it back to storage, `read` answers the
 * slip now and whether a placed slip holds it.
 */
export type Save = (change: Partial<SlipData>) => void;
export type Read = () => SlipData & { locked: boolean };
/** The picks changed: stakes and bankers of picks no longer there go with them. */
export type Keep = (selections: SlipSelection[]) => void;
