// Running totals of one product and strategy: what was staked, what came back, and the spread of the per-play
// returns, so each figure carries its standard error.

export function tally(product, strategy) {
  let plays = 0;
  let staked = 0;
  let returned = 0;
  let sumOfSquares = 0;
  /** What the plays return on average under the model their results are drawn from, where it is known. */
  let expected = null;
  return {
    add(stake, back, expectedBack) {
      plays++;
      staked += stake;
      returned += back;
      sumOfSquares += (back / stake) ** 2;
      if (expectedBack !== undefined) expected = (expected ?? 0) + expectedBack;
    },
    get plays() {
      return plays;
    },
    report(extra = {}) {
      const mean = plays ? returned / staked : 0;
      const variance = plays > 1 ? Math.max(0, sumOfSquares / plays - (returned / plays / (staked / plays)) ** 2) : 0;
      const standardError = plays ? Math.sqrt(variance / plays) : 0;
      return {
        product,
        strategy,
        plays,
        staked: Math.round(staked),
        returned: Math.round(returned),
        houseReturn: round(1 - mean),
        standardError: round(standardError),
        ...(expected === null ? {} : { expectedHouseReturn: round(1 - expected / staked) }),
        ...extra,
      };
    },
  };
}

export const round = (value) => Math.round(value * 1e5) / 1e5;
