import type { MarketType } from '@playline/contract/sports';
import { useCallback, useSyncExternalStore } from 'react';
import { readStored, writeStored } from '#app/lib/storage.ts';

/** Session-storage key of which market types the player opened or closed on event pages in this tab. */
export const MARKET_OPEN_KEY = 'market_open_s';
/** Without a remembered choice, this many markets at the top of a tab start open; the rest start closed. */
export const OPEN_BY_DEFAULT = 5;

type OpenState = Partial<Record<MarketType, boolean>>;

const isOpenState = (value: unknown): value is OpenState =>
  typeof value === 'object' && value !== null && Object.values(value).every((open) => typeof open === 'boolean');

let state: OpenState | null = null;
const listeners = new Set<() => void>();

function current(): OpenState {
  state ??= readStored('session', MARKET_OPEN_KEY, {}, isOpenState);
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the cached choices (tests start each case from storage). */
export function resetMarketOpenState(): void {
  state = null;
}

/**
 * Whether a market is open, remembered per market type for the tab (opening "Total 2.5" opens every total line),
 * and the toggle that changes it.
 */
export function useMarketOpen(type: MarketType, position: number): [boolean, () => void] {
  const remembered = useSyncExternalStore(subscribe, () => current()[type]);
  const open = remembered ?? position < OPEN_BY_DEFAULT;
  const toggle = useCallback(() => {
    state = { ...current(), [type]: !open };
    writeStored('session', MARKET_OPEN_KEY, state);
    for (const listener of listeners) listener();
  }, [type, open]);
  return [open, toggle];
}
