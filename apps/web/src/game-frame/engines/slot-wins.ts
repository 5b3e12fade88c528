type Win = { line: number; symbol: string; count: number; amount: number };

/**
 * The cells a round's wins light up, as `reel:row` keys: a line's first `count` reels along its rows, and for a
 * scatter (`line` -1) every cell showing that symbol.
 */
export function winningCells(wins: readonly Win[], paylines: readonly number[][], grid: readonly string[][]) {
  const cells = new Set<string>();
  for (const win of wins) {
    if (win.line < 0) {
      grid.forEach((reel, reelIndex) => {
        reel.forEach((symbol, row) => {
          if (symbol === win.symbol) cells.add(`${reelIndex}:${row}`);
        });
      });
      continue;
    }
    const rows = paylines[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel += 1) {
      const row = rows[reel];
      if (row !== undefined) cells.add(`${reel}:${row}`);
    }
  }
  return cells;
}

/** The delay after which each reel stops: the whole spin stays within `totalMs` (the brief's 1.2 s). */
export function reelStops(reels: number, totalMs = 1200, firstMs = 350): number[] {
  const gap = reels > 1 ? (totalMs - firstMs) / (reels - 1) : 0;
  return Array.from({ length: reels }, (_, reel) => Math.round(firstMs + gap * reel));
}

/** Each symbol gets its own tile colour from its place in the paytable; wild and scatter wear the theme's accent. */
export const tileHue = (index: number) => (index * 47 + 12) % 360;
