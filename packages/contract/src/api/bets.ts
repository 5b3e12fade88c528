import * as z from 'zod';
import { BET_LIMITS, BET_TYPES, ODDS_POLICIES } from '../bets-math';
import { marketTypeSchema, oddsSchema, sportKeySchema } from './sports';
import { moneySchema } from './wallet';

export * from '../bets-math';

/**
 * Bets (issue 5). A slip is placed as one request holding one or more bets (several singles, or one multiple, one
 * system or one bet-builder combination); all of it is booked in one ledger transaction or none of it is.
 * Selections are the catalogue's outcome ids (`eventId/marketKey/code`).
 */

export const betTypeSchema = z.enum(BET_TYPES);
export const oddsPolicySchema = z.enum(ODDS_POLICIES);

/** A selection as the slip saw it: the server compares `odds` with its current price under the odds policy. */
export const betSelectionSchema = z.object({
  outcomeId: z.string().min(3).max(120),
  odds: oddsSchema,
  /** System bets: a banker is in every line. */
  banker: z.boolean().default(false),
});
export type BetSelection = z.input<typeof betSelectionSchema>;

export const betRequestSchema = z.object({
  type: betTypeSchema,
  /** Per line, minor units. */
  stake: moneySchema.min(1),
  selections: z.array(betSelectionSchema).min(1).max(BET_LIMITS.maxSelections),
  /** System bets: the line sizes (non-banker selections per line), e.g. [2, 3] for a trixie. */
  sizes: z.array(z.number().int().min(1).max(BET_LIMITS.maxSelections)).max(BET_LIMITS.maxSelections).optional(),
  /** Bet builder: the combined price the server quoted (POST /api/bets/builder/price). */
  builderOdds: oddsSchema.optional(),
});
export type BetRequest = z.input<typeof betRequestSchema>;

/**
 * POST /api/client/bets (Idempotency-Key header, XSRF). 201 with the placed bets and the balance after. 409 with
 * `code: 'odds_changed'` and the current prices when a price moved outside the policy or a selection is suspended
 * or gone (nothing is booked). A slip with a selection of an event in play is answered only after the sport's
 * IN_PLAY_DELAY_SECONDS (the longest of its live legs), refused with a `reason` if anything moved meanwhile; 400
 * for a broken rule (stake limits, max payout, two selections of one event in a multiple, …) with a translated
 * message; 402-free: not enough money is a 400 with `fields.stake`. Both are known before any delay is waited.
 */
export const placeBetsRequestSchema = z.object({
  oddsPolicy: oddsPolicySchema,
  bets: z.array(betRequestSchema).min(1).max(BET_LIMITS.maxSelections),
  languageId: z.number().int().optional(),
});
export type PlaceBetsRequest = z.input<typeof placeBetsRequestSchema>;

export const priceChangeSchema = z.object({
  outcomeId: z.string(),
  /** Null when the selection no longer exists. */
  odds: oddsSchema.nullable(),
  status: z.enum(['open', 'suspended', 'removed']),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/**
 * Why an in-play slip was refused at the end of (or during) its acceptance delay: a selection's market was suspended
 * at some moment of the delay (even if it reopened since), or a price moved outside the odds policy meanwhile.
 * Absent when the slip was refused at once (the prices it was sent with were already stale).
 */
export const IN_PLAY_REJECTIONS = ['suspended_during_delay', 'price_moved_during_delay'] as const;
export const inPlayRejectionSchema = z.enum(IN_PLAY_REJECTIONS);
export type InPlayRejection = z.infer<typeof inPlayRejectionSchema>;

export const oddsChangedSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  code: z.literal('odds_changed'),
  changes: z.array(priceChangeSchema),
  /** A bet-builder bet's combined price now, when it moved outside the policy (its selections' may not have). */
  builderOdds: oddsSchema.optional(),
  reason: inPlayRejectionSchema.optional(),
});
export type OddsChanged = z.infer<typeof oddsChangedSchema>;

export const LEG_STATUSES = ['open', 'won', 'lost', 'void'] as const;
export const legStatusSchema = z.enum(LEG_STATUSES);
export const BET_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export const betStatusSchema = z.enum(BET_STATUSES);
export type BetStatus = z.infer<typeof betStatusSchema>;

export const betLegSchema = z.object({
  outcomeId: z.string(),
  eventId: z.number().int(),
  sport: sportKeySchema,
  /** "Home – Away" (or the league for outrights). */
  eventName: z.string(),
  startsAt: z.string(),
  marketType: marketTypeSchema,
  line: z.number().nullable(),
  code: z.string(),
  /** Team or player name for named outcomes. */
  name: z.string().optional(),
  odds: oddsSchema,
  banker: z.boolean(),
  status: legStatusSchema,
});
export type BetLeg = z.infer<typeof betLegSchema>;

export const cashOutOfferSchema = z.object({
  /** What the whole bet is worth now, minor units. */
  value: moneySchema,
  /** False while a leg's market is suspended (the value is then the last one). */
  available: z.boolean(),
});
export type CashOutOffer = z.infer<typeof cashOutOfferSchema>;

/** One cash-out of a bet as it was made: the part of the stake cashed out, what it paid and when. */
export const betCashOutSchema = z.object({
  stake: moneySchema,
  paid: moneySchema,
  at: z.string(),
});
export type BetCashOut = z.infer<typeof betCashOutSchema>;

export const betSchema = z.object({
  id: z.number().int(),
  type: betTypeSchema,
  /** Per line. */
  stake: moneySchema,
  lines: z.number().int(),
  totalStake: moneySchema,
  /** Line sizes of a system bet; null otherwise. */
  sizes: z.array(z.number().int()).nullable(),
  /** Total odds of a single, multiple or builder bet; null for systems. */
  odds: z.number().nullable(),
  /** The most it can return (gross), and the tax and net of that where the brand taxes winnings. */
  potentialReturn: moneySchema,
  status: betStatusSchema,
  /**
   * Gross amount paid so far (wins, voids, cash-outs — so an open bet shows what partial cash-outs paid) and the
   * tax withheld from it.
   */
  payout: moneySchema,
  tax: moneySchema,
  bookingCode: z.string(),
  currencyCode: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(betLegSchema),
  /** Null when the bet cannot be cashed out (settled, or a system bet). */
  cashOut: cashOutOfferSchema.nullable(),
  /** The bet's cash-outs so far, oldest first (a partial one leaves the bet open with the rest of the stake). */
  cashOuts: z.array(betCashOutSchema).optional(),
});
export type Bet = z.infer<typeof betSchema>;

export const placeBetsResultSchema = z.object({
  bets: z.array(betSchema),
  balance: moneySchema,
  calculatedBalance: moneySchema,
  currencyCode: z.string(),
});
export type PlaceBetsResult = z.infer<typeof placeBetsResultSchema>;

/** GET /api/client/bets?status=open|settled&page=&pageSize=&from=&to=: the player's bets, newest first. */
export const betsQuerySchema = z.object({
  status: z.enum(['open', 'settled', 'all']).default('all'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type BetsQuery = z.input<typeof betsQuerySchema>;
export const betListSchema = z.object({ bets: z.array(betSchema), total: z.number().int() });
export type BetList = z.infer<typeof betListSchema>;

export const betIdParamsSchema = z.object({ betId: z.coerce.number().int().positive() });

/**
 * POST /api/client/bets/:betId/cashout (Idempotency-Key): `value` is the offer the player saw; `stake` cashes out
 * that part of the stake (partial), the whole bet when absent. Accepted when the current value is within
 * CASH_OUT_TOLERANCE of the quote; 409 with the new offer otherwise or while suspended.
 */
export const CASH_OUT_TOLERANCE = 0.02;
export const cashOutRequestSchema = z.object({
  value: moneySchema.min(1),
  stake: moneySchema.min(1).optional(),
});
export type CashOutRequest = z.infer<typeof cashOutRequestSchema>;

/**
 * What cashing out `stake` of a bet's `totalStake` is worth when the whole bet is worth `value`: proportional,
 * rounded down to the cent. For a partial cash-out the request's `value` is this amount (what the player saw on the
 * button), and the server compares it with the same function applied to its current value.
 */
export function partialCashOutValue(value: number, totalStake: number, stake: number): number {
  if (stake >= totalStake) return value;
  return Number((BigInt(value) * BigInt(stake)) / BigInt(totalStake));
}
/**
 * The 409 of a refused cash-out: the offer now (`available` false while a leg is suspended or live; a value that
 * moved below the quote by more than CASH_OUT_TOLERANCE), or null when the bet can no longer be cashed out (settled).
 */
export const cashOutRefusedSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  code: z.literal('cash_out_changed'),
  cashOut: cashOutOfferSchema.nullable(),
});
export type CashOutRefused = z.infer<typeof cashOutRefusedSchema>;
export const cashOutResultSchema = z.object({
  bet: betSchema,
  /** Credited now. */
  paid: moneySchema,
  balance: moneySchema,
  calculatedBalance: moneySchema,
  currencyCode: z.string(),
});
export type CashOutResult = z.infer<typeof cashOutResultSchema>;

/** POST /api/bets/builder/price: the combined price of same-event selections (the bet builder). */
export const builderPriceRequestSchema = z.object({
  outcomeIds: z.array(z.string().min(3).max(120)).min(2).max(12),
});
export const builderPriceSchema = z.object({ odds: oddsSchema, eventId: z.number().int() });
export type BuilderPrice = z.infer<typeof builderPriceSchema>;

/**
 * POST /api/bets/booking: saves selections under a code (shops load customers' slips by it). Eight characters of
 * 32 (40 random bits): too many to guess at the lookup's rate limit (decision 021).
 */
export const BOOKING_CODE_LENGTH = 8;
export const BOOKING_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;
export const bookingRequestSchema = z.object({
  selections: z
    .array(z.object({ outcomeId: z.string().min(3).max(120) }))
    .min(1)
    .max(BET_LIMITS.maxSelections),
});
export const bookingCodeSchema = z.object({ code: z.string() });
export const bookingCodeParamsSchema = z.object({
  code: z
    .string()
    .transform((code) => code.trim().toUpperCase())
    .pipe(z.string().regex(BOOKING_CODE_PATTERN, 'eight letters and digits')),
});

/** GET /api/bets/booking/:code: the saved selections as they are now (404 for an unknown code). */
export const bookedSelectionSchema = z.object({
  outcomeId: z.string(),
  eventId: z.number().int(),
  sport: sportKeySchema,
  eventName: z.string(),
  startsAt: z.string(),
  marketKey: z.string(),
  marketType: marketTypeSchema,
  line: z.number().nullable(),
  code: z.string(),
  name: z.string().optional(),
  /** Null when the selection is no longer offered. */
  odds: oddsSchema.nullable(),
  status: z.enum(['open', 'suspended', 'removed']),
});
export type BookedSelection = z.infer<typeof bookedSelectionSchema>;
export const bookingSchema = z.object({ code: z.string(), selections: z.array(bookedSelectionSchema) });
export type Booking = z.infer<typeof bookingSchema>;

/** POST /api/admin/events/:eventId/settle (Bearer ADMIN_TOKEN): settles now with the given or the feed's result. */
export const adminSettleRequestSchema = z.object({
  /** Outcome ids that won; omitted: the feed's result (the event must have finished). */
  winningOutcomeIds: z.array(z.string()).optional(),
  voidOutcomeIds: z.array(z.string()).default([]),
});
/** The body may be left out (or null): the feed's result then. */
export const adminSettleBodySchema = adminSettleRequestSchema.nullish();
export const adminSettleResultSchema = z.object({ settledLegs: z.number().int(), settledBets: z.number().int() });
export const eventIdParamSchema = z.object({ eventId: z.coerce.number().int().positive() });
