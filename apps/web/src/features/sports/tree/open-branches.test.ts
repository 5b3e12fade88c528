import { describe, expect, it } from 'vitest';
import { countryBranch, toggled, withLocation } from './open-branches';
import { NOWHERE } from './tree-location';

describe('open branches', () => {
  it('open the way to where the reader is, keeping the reader’s own', () => {
    const own = new Set(['tennis']);
    const here = { sport: 'football', country: 'italy', league: 'serie', onLeaguePage: true } as const;
    expect([...withLocation(own, here)]).toEqual(['tennis', 'football', countryBranch('football', 'italy')]);
    expect([...withLocation(own, { ...NOWHERE, sport: 'darts' })]).toEqual(['tennis', 'darts']);
    // Nothing new to open: the same set, so nothing re-renders.
    expect(withLocation(own, NOWHERE)).toBe(own);
  });

  it('toggle one branch at a time', () => {
    const open = toggled(new Set(['football']), 'tennis');
    expect([...open]).toEqual(['football', 'tennis']);
    expect([...toggled(open, 'football')]).toEqual(['tennis']);
  });
});
