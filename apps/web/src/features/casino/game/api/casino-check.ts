import * as responsible from '@playline/contract/api/responsible-gambling';
import type { CasinoCheck } from '@playline/contract/responsible-gambling';
import { call } from '#app/lib/api-client.ts';

/**
 * GET /api/client/rg/casino-check — the responsible-gambling gate before real play: `reason` is a translated
 * sentence when the game may not start. Asked fresh on every launch (the time limit moves every second).
 */
export function getCasinoCheck(languageId: number): Promise<CasinoCheck> {
  return call(responsible.getCasinoCheck, { languageId });
}
