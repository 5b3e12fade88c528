import type { RoundBet, SoloBlackjackAction, TableResult } from '@playline/contract/casino';
import type { TableEngine } from '@playline/contract/casino-keys';
import type { CatalogueEntry } from '../catalogue/catalogue';
import { playInstant, stakeOf } from '../engine-play';
import { actBlackjack, dealBlackjack } from '../engines/blackjack';
import { fairRng, seedMatches } from '../engines/fair-rng';
import type { BlackjackStep, InstantPlay } from '../engines/types';
import { drawResult } from '../tables/outcomes';

/** What a player holds to check a round: the revealed seed, the commitment shown before the bet, and the inputs. */
export interface RevealedDraw {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** The clientSeed of a live table's rounds (their nonce is the round's id). */
export const tableClientSeed = (tableId: number): string => `table-${tableId}`;

/**
 * Replays a round played alone from its revealed seed: null when the seed is not the one committed to, else the
 * engine's play — the same outcome the round answered, or the round was changed after the bet. A blackjack hand
 * replays its deal and then the player's decisions in order.
 */
export function replayRound(
  entry: CatalogueEntry,
  bet: RoundBet,
  draw: RevealedDraw,
  decisions: readonly SoloBlackjackAction[] = [],
): InstantPlay | BlackjackStep | null {
  if (!seedMatches(draw.serverSeed, draw.serverSeedHash)) return null;
  const rng = fairRng(draw.serverSeed, draw.clientSeed, draw.nonce);
  if (bet.engine !== 'blackjack') return playInstant(entry, bet, rng);
  let step = dealBlackjack(stakeOf(bet), rng);
  for (const action of decisions) step = actBlackjack(step.state, action);
  return step;
}

/** Replays a live table round's draw from its revealed seed; null when the seed is not the committed one. */
export function replayTableRound(
  engine: TableEngine,
  tableId: number,
  roundId: number,
  serverSeed: string,
  serverSeedHash: string,
): TableResult | null {
  if (!seedMatches(serverSeed, serverSeedHash)) return null;
  return drawResult(engine, fairRng(serverSeed, tableClientSeed(tableId), roundId));
}
