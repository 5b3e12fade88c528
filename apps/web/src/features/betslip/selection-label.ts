import { marketName } from '#app/entities/market-labels/market-labels.ts';
import { outcomeFullName } from '#app/entities/market-labels/outcome-full-name.ts';
import type { SlipSelectionInput } from '#app/entities/slip/slip-types.ts';
import type { TranslateFn } from '#app/lib/i18n/translator.ts';

type LabelPick = Pick<SlipSelectionInput, 'code' | 'name' | 'marketType' | 'line' | 'eventName'>;

/** "Total 2.5", "Handicap -1.5": the picked market's name. */
export function slipMarketName(t: TranslateFn, pick: LabelPick): string {
  return marketName(t, { type: pick.marketType, line: pick.line });
}

/** "Borussia Gründorf", "Draw", "Over 2.5", "2-1": the picked outcome named in full, never "1" or "X". */
export function slipOutcomeName(t: TranslateFn, pick: LabelPick): string {
  return outcomeFullName(t, pick, { type: pick.marketType, line: pick.line }, pick.eventName);
}
