import { beforeEach, describe, expect, it } from 'vitest';
import { createOddsFormatStore, formatOdds, ODDS_FORMAT_STORAGE_KEY, toAmerican, toFractional } from './odds-format';

describe('odds formats', () => {
  it.each([
    [1.01, '1/100', '-10000'],
    [1.5, '1/2', '-200'],
    [1.67, '4/6', '-149'],
    [1.91, '10/11', '-110'],
    [2.0, '1/1', '+100'],
    [2.1, '11/10', '+110'],
    [3.5, '5/2', '+250'],
    [1.2, '1/5', '-500'],
  ])('%s is %s fractional and %s American', (decimal, fractional, american) => {
    expect(toFractional(decimal)).toBe(fractional);
    expect(toAmerican(decimal)).toBe(american);
  });

  it('prices off the ladder show as the reduced fraction of the profit', () => {
    expect(toFractional(1.37)).toBe('37/100');
    expect(toFractional(2.35)).toBe('27/20');
    expect(toFractional(12)).toBe('11/1');
    expect(toFractional(151)).toBe('150/1');
  });

  it('decimal shows two decimals', () => {
    expect(formatOdds(2, 'decimal')).toBe('2.00');
    expect(formatOdds(2.5, 'fractional')).toBe('6/4');
    expect(formatOdds(2.5, 'american')).toBe('+150');
  });
});

describe('odds format setting', () => {
  beforeEach(() => localStorage.clear());

  it('is decimal by default, persists a choice and ignores a corrupt value', () => {
    expect(createOddsFormatStore().getState().format).toBe('decimal');
    createOddsFormatStore().getState().setFormat('american');
    expect(createOddsFormatStore().getState().format).toBe('american');
    localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, '"roman"');
    expect(createOddsFormatStore().getState().format).toBe('decimal');
  });
});
