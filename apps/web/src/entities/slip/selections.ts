import {
  type Keep,
  type Read,
  type Save,
  type SelectionStatus,
  SLIP_MAX_SELECTIONS,
  type SlipSelection,
  type SlipSelectionInput,
} from './slip-types';

/**
 * What a toggle did: `full` means nothing changed because the slip already holds the maximum, `locked` because a
 * placed slip is waiting for its in-play acceptance.
 */
export type ToggleResult = 'added' | 'removed' | 'replaced' | 'full' | 'locked';

/** A price change the server reported (409 `odds_changed`). */
export interface SlipPriceChange {
  outcomeId: string;
  odds: number | null;
  status: 'open' | SelectionStatus;
}

export interface SelectionActions {
  /** Adds the pick, or removes it when already there; another outcome of the same market is replaced. */
  toggle(selection: SlipSelectionInput): ToggleResult;
  has(outcomeId: string): boolean;
  remove(outcomeId: string): void;
  /** New prices from a refresh; selections not listed keep theirs. A change keeps the accepted price for the arrow. */
  updateOdds(prices: Record<string, number>): void;
  /** The server's current prices and statuses. */
  applyChanges(changes: readonly SlipPriceChange[]): void;
  /** The player accepts the current prices: the arrows go. */
  acceptChanges(): void;
}

/** One pick per market even if an edited slip says otherwise: the first wins. */
export function onePerMarket<T extends { eventId: number; marketKey: string }>(picks: T[]): T[] {
  const markets = new Set<string>();
  return picks.filter((pick) => {
    const market = `${pick.eventId}/${pick.marketKey}`;
    if (markets.has(market)) return false;
    markets.add(market);
    return true;
  });
}

const sameMarket = (a: SlipSelectionInput, b: SlipSelectionInput) =>
  a.eventId === b.eventId && a.marketKey === b.marketKey;

/** A new price for a pick: the accepted one is remembered while they differ. */
function reprice(pick: SlipSelection, odds: number): SlipSelection {
  if (odds === pick.odds) return pick;
  const accepted = pick.previousOdds ?? pick.odds;
  const { previousOdds: _, ...rest } = pick;
  return odds === accepted ? rest : { ...rest, odds, previousOdds: accepted };
}

/** The picks: one per market, at most `SLIP_MAX_SELECTIONS`, their prices and statuses as the server last said. */
export function selectionActions(save: Save, read: Read, keep: Keep, now: () => number): SelectionActions {
  return {
    toggle: (input) => {
      const { selections, locked } = read();
      if (locked) return 'locked';
      if (selections.some((pick) => pick.outcomeId === input.outcomeId)) {
        keep(selections.filter((pick) => pick.outcomeId !== input.outcomeId));
        return 'removed';
      }
      const added: SlipSelection = { ...input, addedAt: now() };
      const index = selections.findIndex((pick) => sameMarket(pick, input));
      if (index >= 0) {
        keep(selections.map((pick, at) => (at === index ? added : pick)));
        return 'replaced';
      }
      if (selections.length >= SLIP_MAX_SELECTIONS) return 'full';
      keep([...selections, added]);
      return 'added';
    },
    has: (outcomeId) => read().selections.some((pick) => pick.outcomeId === outcomeId),
    remove: (outcomeId) => keep(read().selections.filter((pick) => pick.outcomeId !== outcomeId)),
    updateOdds: (prices) => {
      const { selections } = read();
      if (!selections.some((pick) => prices[pick.outcomeId] !== undefined && prices[pick.outcomeId] !== pick.odds))
        return;
      save({ selections: selections.map((pick) => reprice(pick, prices[pick.outcomeId] ?? pick.odds)) });
    },
    applyChanges: (changes) => {
      const byId = new Map(changes.map((change) => [change.outcomeId, change]));
      const selections = read().selections.map((pick) => {
        const change = byId.get(pick.outcomeId);
        if (!change) return pick;
        const { status: _, ...open } = change.odds === null ? pick : reprice(pick, change.odds);
        return change.status === 'open' ? open : { ...open, status: change.status };
      });
      save({ selections });
    },
    acceptChanges: () =>
      save({ selections: read().selections.map(({ previousOdds: _, ...pick }) => pick as SlipSelection) }),
  };
}
