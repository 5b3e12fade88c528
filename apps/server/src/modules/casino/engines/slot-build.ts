import { SCATTER, WILD } from './slot-lines';
import { PAYLINES_3_ROWS, PAYLINES_4_ROWS } from './slot-paylines';
import { slotRtp, slotTopMultiplier } from './slot-rtp';
import { layStrips } from './slot-strips';
import type { SlotVariant } from './types';

type Pays = [number, number, number];

/** A slot as designed: its shape, paytable and how many of each symbol every reel holds. */
export interface SlotSpec {
  key: string;
  rows: 3 | 4;
  lines: number;
  /** Multiples of the line stake for 3, 4 and 5 on a line; `wild` pays on its own too when listed. */
  pays: Record<string, Pays>;
  scatterPays: Pays;
  /** Symbol → count on each of the 5 reels. */
  counts: Record<string, readonly number[]>;
}

const REELS = 5;

/** Neutral names: the catalogue's themes give the symbols their faces. */
const symbolName = (id: string): string =>
  id === WILD ? 'Wild' : id === SCATTER ? 'Scatter' : `Symbol ${id.slice(1)}`;

export function buildSlotVariant(spec: SlotSpec): SlotVariant {
  const paylines = (spec.rows === 4 ? PAYLINES_4_ROWS : PAYLINES_3_ROWS).slice(0, spec.lines).map((line) => [...line]);
  const symbols: SlotVariant['config']['symbols'] = Object.keys(spec.counts).map((id) => ({
    id,
    name: symbolName(id),
    pays: spec.pays[id] ?? [0, 0, 0],
    kind: id === WILD ? 'wild' : id === SCATTER ? 'scatter' : 'regular',
  }));
  const config = { reels: REELS, rows: spec.rows, paylines, symbols, scatterPays: spec.scatterPays };
  const reelStrips = layStrips(spec.counts, REELS);
  return {
    key: spec.key,
    config,
    reelStrips,
    rtp: Math.round(slotRtp({ config, reelStrips }) * 1000) / 1000,
    topMultiplier: slotTopMultiplier(config),
  };
}
