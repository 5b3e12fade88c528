import { useCallback, useState } from 'react';
import type { TreeLocation } from './tree-location';

/** A country's branch key: the same country holds leagues of several sports. */
export const countryBranch = (sport: string, country: string) => `${sport}/${country}`;

/** The branches that lead to where the reader is, opened on top of those already open. */
export function withLocation(open: ReadonlySet<string>, here: TreeLocation): ReadonlySet<string> {
  const wanted = [here.sport, here.sport && here.country ? countryBranch(here.sport, here.country) : null];
  if (wanted.every((key) => key === null || open.has(key))) return open;
  const next = new Set(open);
  for (const key of wanted) if (key !== null) next.add(key);
  return next;
}

export function toggled(open: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(open);
  if (!next.delete(key)) next.add(key);
  return next;
}

export interface OpenBranches {
  isOpen: (key: string) => boolean;
  toggle: (key: string) => void;
}

/**
 * Which sports and countries are open: the reader's own choice, and on each move to another sport, country or
 * league the branches leading there open too (the reader can still close them).
 */
export function useOpenBranches(here: TreeLocation): OpenBranches {
  const [open, setOpen] = useState(() => withLocation(new Set(), here));
  const place = `${here.sport}/${here.country}`;
  const [seen, setSeen] = useState(place);
  if (place !== seen) {
    // Adjusting state to a changed prop while rendering: no effect, no second paint with the old branches.
    setSeen(place);
    setOpen((current) => withLocation(current, here));
  }
  const toggle = useCallback((key: string) => setOpen((current) => toggled(current, key)), []);
  return { isOpen: (key) => open.has(key), toggle };
}
