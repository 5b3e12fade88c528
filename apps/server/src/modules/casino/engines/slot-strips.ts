/**
 * Lays a reel strip out from how many of each symbol it holds, spreading each symbol as evenly as its share allows
 * (smooth weighted round robin), so the order is fixed and reviewable and scatters sit far apart: a window of a
 * few rows then never shows two scatters of one reel.
 */
export function layStrip(counts: Readonly<Record<string, number>>): string[] {
  const entries = Object.entries(counts).filter(([, count]) => count > 0);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  const current = new Map(entries.map(([symbol]) => [symbol, 0]));
  const strip: string[] = [];
  for (let position = 0; position < total; position++) {
    let best = '';
    let bestWeight = Number.NEGATIVE_INFINITY;
    for (const [symbol, count] of entries) {
      const weight = current.get(symbol)! + count;
      current.set(symbol, weight);
      if (weight > bestWeight) {
        best = symbol;
        bestWeight = weight;
      }
    }
    current.set(best, bestWeight - total);
    strip.push(best);
  }
  return strip;
}

/** Per-reel counts `{ s1: [r1, r2, r3, r4, r5], … }` → one strip per reel. */
export function layStrips(countsByReel: Readonly<Record<string, readonly number[]>>, reels: number): string[][] {
  return Array.from({ length: reels }, (_, reel) =>
    layStrip(Object.fromEntries(Object.entries(countsByReel).map(([symbol, counts]) => [symbol, counts[reel] ?? 0]))),
  );
}
