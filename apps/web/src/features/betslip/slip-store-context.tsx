import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import { slipSelections } from '#app/entities/slip/slip.ts';
import type { SlipSelectionsState, SlipSelectionsStore } from '#app/entities/slip/slip-store.ts';

const SlipStoreContext = createContext<SlipSelectionsStore>(slipSelections);

/** Another slip than the app's one for the components below (the /slip-test fixtures). */
export function SlipStoreProvider({ store, children }: { store: SlipSelectionsStore; children: ReactNode }) {
  return <SlipStoreContext.Provider value={store}>{children}</SlipStoreContext.Provider>;
}

export const useSlipStoreApi = (): SlipSelectionsStore => useContext(SlipStoreContext);

/** A slice of the slip the components show. */
export function useSlip<T>(selector: (state: SlipSelectionsState) => T): T {
  return useStore(useContext(SlipStoreContext), selector);
}
