import type { BookedSelection, Booking } from '@playline/contract/bets';
import { marketTypeSchema } from '@playline/contract/sports';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { bookingCodes } from '#app/db/schema.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import { eventNameOf, isOutrightMarket, parseOutcomeId, quote } from '../shared/selections';
import { newBookingCode } from './booking-code';

/** POST /api/bets/booking: selections the feed knows, saved under a fresh code (drawn again on a clash). */
export async function createBooking(
  db: Database,
  feed: FeedAdapter,
  selections: { outcomeId: string }[],
  now: Date,
  messages: Messages,
): Promise<{ code: string }> {
  const at = feed.now();
  const unknown = selections.find((selection) => !quote(feed, selection.outcomeId, at));
  if (unknown) throw new HttpError(400, messages.t('bets.unknownSelection'));
  const unique = [...new Map(selections.map((s) => [s.outcomeId, { outcomeId: s.outcomeId }])).values()];
  return saveBooking(db, unique, now);
}

/** Selections under a fresh code without owner (drawn again on a clash): anyone who has the code can load them. */
export async function saveBooking(db: Database, unique: { outcomeId: string }[], now: Date): Promise<{ code: string }> {
  for (;;) {
    const code = newBookingCode();
    const inserted = await db
      .insert(bookingCodes)
      .values({ code, selections: unique, createdAt: now })
      .onConflictDoNothing()
      .returning({ code: bookingCodes.code });
    if (inserted.length > 0) return { code };
  }
}

/** What a saved selection is on: its event, or its league's outright (the season offered at `at`). */
function subjectOf(feed: FeedAdapter, eventId: number, marketKey: string, at: number) {
  if (isOutrightMarket(marketKey)) {
    const league = feed.league(eventId);
    const outright = league && feed.outright(league.id, at);
    if (!league || !outright) return null;
    return { eventId: league.id, sport: league.sport, eventName: league.name, startsAt: outright.endsAt };
  }
  const event = feed.event(eventId);
  if (!event) return null;
  return { eventId: event.id, sport: event.sport, eventName: eventNameOf(event), startsAt: event.startsAt };
}

/** One saved selection as the feed offers it now; null if its event (or outright's league) is unknown to the feed. */
function describe(feed: FeedAdapter, outcomeId: string, at: number): BookedSelection | null {
  const parts = parseOutcomeId(outcomeId);
  const subject = parts && subjectOf(feed, parts.eventId, parts.marketKey, at);
  if (!parts || !subject) return null;
  const current = quote(feed, outcomeId, at);
  const [type, line] = parts.marketKey.split(':');
  const marketType = marketTypeSchema.safeParse(current?.market.type ?? type);
  if (!marketType.success) return null;
  const name = current?.outcome.name;
  return {
    outcomeId,
    eventId: subject.eventId,
    sport: subject.sport,
    eventName: subject.eventName,
    startsAt: new Date(subject.startsAt).toISOString(),
    marketKey: parts.marketKey,
    marketType: marketType.data,
    line: current ? current.market.line : line === undefined ? null : Number(line),
    code: parts.code,
    ...(name === undefined ? {} : { name }),
    odds: current?.outcome.odds ?? null,
    status: current ? current.status : 'removed',
  };
}

/**
 * GET /api/bets/booking/:code: 404 for an unknown code, and for a placed bet's code unless `viewerId` placed it
 * (a placed bet's selections are its player's business; the same 404 tells a guesser nothing).
 */
export async function readBooking(
  db: Database,
  feed: FeedAdapter,
  code: string,
  viewerId: number | null,
  messages: Messages,
): Promise<Booking> {
  const visible = or(
    isNull(bookingCodes.ownerUserId),
    viewerId === null ? undefined : eq(bookingCodes.ownerUserId, viewerId),
  );
  const [row] = await db
    .select({ selections: bookingCodes.selections })
    .from(bookingCodes)
    .where(and(eq(bookingCodes.code, code), visible));
  if (!row) throw new HttpError(404, messages.t('bets.bookingNotFound'));
  const at = feed.now();
  const selections = row.selections
    .map((selection) => describe(feed, selection.outcomeId, at))
    .filter((selection) => selection !== null);
  return { code, selections };
}
