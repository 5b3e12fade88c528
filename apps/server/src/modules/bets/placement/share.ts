import { and, eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { bets, bookingCodes } from '#app/db/schema.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { saveBooking } from './booking';

/**
 * POST /api/client/bets/:betId/share: the player's bet's selections under a new code without owner, so anyone with
 * the link loads them at current prices. The bet's own code stays private (readBooking hides owned codes), and the new
 * one carries neither stake nor player. 404 for a bet that is not the player's (the same answer as an unknown id).
 */
export async function shareBet(
  db: Database,
  userId: number,
  betId: number,
  now: Date,
  messages: Messages,
): Promise<{ code: string }> {
  const [row] = await db
    .select({ selections: bookingCodes.selections })
    .from(bets)
    .innerJoin(bookingCodes, eq(bookingCodes.code, bets.bookingCode))
    .where(and(eq(bets.id, betId), eq(bets.userId, userId)));
  if (!row) throw new HttpError(404, messages.t('bets.notFound'));
  return saveBooking(
    db,
    row.selections.map(({ outcomeId }) => ({ outcomeId })),
    now,
  );
}
