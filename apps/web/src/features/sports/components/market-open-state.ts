import type { MarketType } from '@playline/contract/sports';
import { useCallback } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { readStored, writeStored } from '#app/lib/storage.ts';

/** Session-storage key of which market types the player opened or closed on event pages in this tab. */
export const MARKET_OPEN_KEY = 'market_open_s';
/** Without a remembered choice, this many markets at the top of a tab start open; the rest start closed. */
export const OPEN_BY_DEFAULT = 5;

type OpenState = Partial<Record<MarketType, boolean>>;

const isOpenState = (value: unknown): value is OpenState =>
  typeof value === 'object' && value !== null && Object.values(value).every((open) => typeof open === 'boolean');

/** The choices of this tab, read from session storage when the event pages load. */
const openState = createStore<{ choices: OpenState }>()(() => ({
  choices: readStored('session', MARKET_OPEN_KEY, {}, isOpenState),
}));

/**
 * Whether a market is open, remembered per market type for the tab (opening "Total 2.5" opens every total line),
 * and the toggle that changes it.
 */
export function useMarketOpen(type: MarketType, position: number): [boolean, () => void] {
  const remembered = useStore(openState, (state) => state.choices[type]);
  const open = remembered ?? position < OPEN_BY_DEFAULT;
  const toggle = useCallback(() => {
    const choices = { ...openState.getState().choices, [type]: !open };
    writeStored('session', MARKET_OPEN_KEY, choices);
    openState.setState({ choices });
  }, [type, open]);
  return [open, toggle];
}
