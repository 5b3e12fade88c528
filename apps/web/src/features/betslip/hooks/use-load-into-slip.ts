import type { BookedSelection } from '@playline/contract/bets';
import { useLoadBooking } from '../api/booking';
import { useSlipStoreApi } from '../slip-store-context';

export interface LoadedBooking {
  /** Selections put on the slip (at the prices the server gives now). */
  added: number;
  /** Selections left out: suspended, or no longer offered (finished, settled, removed). */
  leftOut: BookedSelection[];
}

/** Loads a booking code's selections into the slip at current prices; what is not on offer now stays out. */
export function useLoadIntoSlip() {
  const slip = useSlipStoreApi();
  const load = useLoadBooking();
  const run = async (code: string): Promise<LoadedBooking> => {
    const booking = await load.mutateAsync(code);
    const state = slip.getState();
    const offered = booking.selections.filter((pick) => pick.odds !== null);
    for (const { status: _, odds, ...pick } of offered) {
      if (!state.has(pick.outcomeId)) slip.getState().toggle({ ...pick, odds: odds as number });
    }
    slip.getState().applyChanges(offered.map(({ outcomeId, odds, status }) => ({ outcomeId, odds, status })));
    return { added: offered.length, leftOut: booking.selections.filter((pick) => pick.odds === null) };
  };
  return { run, isPending: load.isPending };
}
