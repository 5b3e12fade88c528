import { marketRulesOf } from '@playline/contract/brands';
import type { Database } from '../client';
import { rgLimits } from '../schema';

/** The limits demo players of a market that requires them chose at registration: €10,000 a month, 24-hour sessions. */
const DEMO_MONTHLY_DEPOSIT_LIMIT = 1_000_000;
const DEMO_SESSION_SECONDS = 24 * 60 * 60;

/**
 * Demo players of a market with mandatory limits (the Greek one) hold them, as a registered player would, so their
 * shop can take their cash and they can deposit from the first login.
 */
export async function seedMarketLimits(
  tx: Database,
  players: { id: number; brandKey: string; role: string }[],
  at: Date,
) {
  const rows = players
    .filter((player) => player.role === 'player' && marketRulesOf(player.brandKey).mandatoryLimits)
    .flatMap((player) => [
      {
        userId: player.id,
        kind: 'deposit' as const,
        period: 'month' as const,
        amount: DEMO_MONTHLY_DEPOSIT_LIMIT,
        updatedAt: at,
      },
      {
        userId: player.id,
        kind: 'time' as const,
        period: 'session' as const,
        amount: DEMO_SESSION_SECONDS,
        updatedAt: at,
      },
    ]);
  if (rows.length > 0) await tx.insert(rgLimits).values(rows);
}
