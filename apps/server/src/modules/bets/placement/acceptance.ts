import { liabilityLimitsOf } from '@playline/contract/brands';
import type { Database } from '#app/db/client.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { changeOf, isOutrightMarket } from '../shared/selections';
import { handSettledAmong, openLiabilityLegs } from './acceptance-repository';
import { eventKeyOf, type LiabilityLeg, liabilityBreach } from './liability';
import { type BookedBet, OddsChangedError } from './validate';

/** Who places: the player (or a shop's client) whose open bets and brand caps count. */
export interface Placer {
  userId: number;
  brandKey: string;
  currencyCode: string;
}

const eventIdsOf = (booked: readonly BookedBet[], outrights: boolean) => [
  ...new Set(
    booked.flatMap((bet) =>
      bet.legs.filter((leg) => isOutrightMarket(leg.quote.market.key) === outrights).map((leg) => leg.quote.eventId),
    ),
  ),
];

/**
 * Refuses (409 `odds_changed`, the selections shown suspended) a slip with a leg on an event an operator settled
 * by hand. The feed may still offer such an event; the database, shared by every instance, says it is closed.
 */
export async function refuseHandSettled(tx: Database, booked: readonly BookedBet[], messages: Messages) {
  const settled = await handSettledAmong(tx, eventIdsOf(booked, false));
  if (settled.size === 0) return;
  const legs = booked.flatMap((bet) => bet.legs);
  const closed = legs.filter((leg) => !isOutrightMarket(leg.quote.market.key) && settled.has(leg.quote.eventId));
  const outcomeIds = [...new Set(closed.map((leg) => leg.quote.outcomeId))];
  const quoted = new Map(closed.map((leg) => [leg.quote.outcomeId, leg.quote]));
  const changes = outcomeIds.map((id) => ({ ...changeOf(id, quoted.get(id) ?? null), status: 'suspended' as const }));
  const event = closed[0]?.quote.eventName ?? '';
  throw new OddsChangedError(changes, undefined, undefined, messages.t('bets.eventSettled', { event }));
}

const legsOf = (booked: readonly BookedBet[]): LiabilityLeg[] =>
  booked.flatMap((bet, position) =>
    bet.legs.map((leg) => ({
      betId: `new ${position}`,
      outcomeId: leg.quote.outcomeId,
      eventKey: eventKeyOf(leg.quote.eventId, leg.quote.market.key),
      liability: bet.potentialReturn - bet.totalStake,
    })),
  );

/**
 * Refuses (422) a slip that would take the player's liability on one outcome or one event above the brand's cap,
 * naming the cap and what is still available. Runs in the placement transaction after the player's accounts are
 * locked, so concurrent slips of one player are checked one after the other and cannot overshoot together.
 */
export async function refuseOverLiability(
  tx: Database,
  placer: Placer,
  booked: readonly BookedBet[],
  messages: Messages,
) {
  const eventIds = [...new Set([...eventIdsOf(booked, false), ...eventIdsOf(booked, true)])];
  const rows = await openLiabilityLegs(tx, placer.userId, eventIds);
  const open = rows.map((row) => ({ ...row, eventKey: eventKeyOf(row.eventId, row.marketKey) }));
  const breach = liabilityBreach(open, legsOf(booked), liabilityLimitsOf(placer.brandKey));
  if (!breach) return;
  const quotes = booked.flatMap((bet) => bet.legs.map((leg) => leg.quote));
  const where =
    breach.scope === 'outcome'
      ? quotes.find((quote) => quote.outcomeId === breach.key)
      : quotes.find((quote) => eventKeyOf(quote.eventId, quote.market.key) === breach.key);
  const name = where
    ? breach.scope === 'outcome'
      ? `${where.eventName}: ${where.outcome.name ?? where.outcome.code}`
      : where.eventName
    : breach.key;
  const message = messages.t(breach.scope === 'outcome' ? 'bets.liabilityOutcome' : 'bets.liabilityEvent', {
    name,
    max: messages.money(breach.cap, placer.currencyCode),
    available: messages.money(breach.available, placer.currencyCode),
  });
  throw new HttpError(422, message, { stake: message });
}
