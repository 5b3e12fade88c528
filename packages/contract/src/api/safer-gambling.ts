import * as z from 'zod';
import { moneySchema } from './wallet';

/**
 * Safer gambling (issue 19): limits the player sets, time-outs and self-exclusion, the reality-check reminder and
 * the activity statement. Every limit is enforced by the server inside the ledger transaction that would move the
 * money, so no path (sports, casino, live tables, virtuals, a shop's bet for its client) can pass it.
 */

/** Deposit: money paid in. Loss: stakes minus returns (wins, refunds, cash-outs). Wager: stakes. */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const limitKindSchema = z.enum(LIMIT_KINDS);

/** Rolling windows: the last 24 hours, 7 days and 30 days, ending now. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const limitPeriodSchema = z.enum(LIMIT_PERIODS);
const HOUR_MS = 3_600_000;
export const LIMIT_PERIOD_MS: Record<LimitPeriod, number> = {
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  month: 30 * 24 * HOUR_MS,
};

/** The smallest amount a money limit can be set to, minor units (1.00). */
export const LIMIT_MIN_AMOUNT = 100;

/** The largest amount a money limit can be set to, minor units (1,000,000.00). */
export const LIMIT_MAX_AMOUNT = 100_000_000;

/** A change waiting for the cooling-off period (an increase or a removal): `amount` null removes the limit. */
export const pendingLimitSchema = z.object({
  amount: moneySchema.nullable(),
  effectiveAt: z.string(),
});

/**
 * One money limit as it stands now. `amount` null: no limit in force (a pending new one may still be shown).
 * `used` is what counts against it in the window; `remaining` what may still move (null without a limit);
 * `resetsAt` when the oldest counted movement leaves the window, so the allowance grows again (null if nothing counts).
 */
export const moneyLimitSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  amount: moneySchema.nullable(),
  used: moneySchema,
  remaining: moneySchema.nullable(),
  resetsAt: z.string().nullable(),
  /** Share of the limit used, 0–100 (rounded down); 0 without a limit. */
  percentUsed: z.number().int().min(0),
  pending: pendingLimitSchema.nullable(),
});
export type MoneyLimit = z.infer<typeof moneyLimitSchema>;

/** PUT /api/client/rg/limits: set, lower, raise (after the cooling-off) or remove (`amount` null) one limit. */
export const setLimitRequestSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  amount: moneySchema.min(LIMIT_MIN_AMOUNT).max(LIMIT_MAX_AMOUNT).nullable(),
});
export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>;

/** DELETE /api/client/rg/limits/:kind/:period/pending: the player keeps the stricter limit in force. */
export const limitParamsSchema = z.object({ kind: limitKindSchema, period: limitPeriodSchema });

export const TIME_OUT_DURATIONS = ['24h', '7d', '30d', '6w'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number];
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];

/** POST /api/client/rg/exclusion: confirmed by the player; it ends every session of theirs. */
export const exclusionRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('time_out'), duration: z.enum(TIME_OUT_DURATIONS) }),
  z.object({ kind: z.literal('self_exclusion'), duration: z.enum(SELF_EXCLUSION_DURATIONS) }),
]);
export type ExclusionRequest = z.infer<typeof exclusionRequestSchema>;

/** A time-out or self-exclusion in force; `until` null is permanent. */
export const exclusionSchema = z.object({
  kind: z.enum(['time_out', 'self_exclusion']),
  startedAt: z.string(),
  until: z.string().nullable(),
});
export type Exclusion = z.infer<typeof exclusionSchema>;

export const REMINDER_MINUTES = [0, 15, 30, 60] as const;
/** PUT /api/client/rg/reminder: a reality-check reminder every N minutes of a session (0 = off). */
export const reminderRequestSchema = z.object({
  minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]),
});
export type ReminderRequest = z.infer<typeof reminderRequestSchema>;

/**
 * This session's play, for the reality-check reminder (GET /api/client/rg/session-play, the answer of PUT
 * /api/client/rg/reminder, and part of the login status): the reminder interval, time since login and the net
 * result of the session's stakes and returns (returns − stakes, minor units; negative is a loss).
 */
export const sessionPlaySchema = z.object({
  reminderMinutes: z.number().int().min(0),
  sessionStartedAt: z.string().nullable(),
  sessionElapsedSeconds: z.number().int().min(0),
  sessionNet: z.number().int(),
});
export type SessionPlay = z.infer<typeof sessionPlaySchema>;

/** The session time limit in force and a raise or removal waiting for the cooling-off (`seconds` 0 removes it). */
export const timeLimitStateSchema = z.object({
  seconds: z.number().int().min(0),
  pending: z.object({ seconds: z.number().int().min(0), effectiveAt: z.string() }).nullable(),
});
export type TimeLimitState = z.infer<typeof timeLimitStateSchema>;

/**
 * GET /api/client/rg/safer-gambling (and the answer of every change): the player's tools as they stand now, with
 * the market's rules that shape them.
 */
export const saferGamblingSchema = z.object({
  currencyCode: z.string(),
  /** Every kind × period, set or not, in LIMIT_KINDS × LIMIT_PERIODS order. */
  limits: z.array(moneyLimitSchema),
  timeLimit: timeLimitStateSchema,
  reminderMinutes: z.number().int().min(0),
  exclusion: exclusionSchema.nullable(),
  /** Hours a raise or removal waits before it applies (the brand market's rule). */
  coolingOffHours: z.number().int().min(0),
  /** A warning is due once this share of a limit is used (per cent). */
  warningPercent: z.number().int().min(1).max(100),
  /** The market requires a deposit limit and a session time limit before the first deposit, and they are not all set. */
  mandatoryLimitsMissing: z.boolean(),
});
export type SaferGambling = z.infer<typeof saferGamblingSchema>;

/** One month of the activity statement (calendar months, UTC), minor units. `net` = returns − stakes. */
export const statementMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  deposits: moneySchema,
  withdrawals: moneySchema,
  stakes: moneySchema,
  returns: moneySchema,
  net: moneySchema,
});
export type StatementMonth = z.infer<typeof statementMonthSchema>;

/** GET /api/client/rg/statement: the last 12 months, newest first, and deposits minus withdrawals ever. */
export const activityStatementSchema = z.object({
  currencyCode: z.string(),
  months: z.array(statementMonthSchema),
  lifetimeNetDeposits: moneySchema,
});
export type ActivityStatement = z.infer<typeof activityStatementSchema>;

/** Identity checks (no vendor here: the back office sets the status; the market may hold withdrawals until verified). */
export const KYC_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** Who changed a tool: the player, the operator (back office), or the cooling-off applying a waiting change. */
export const rgChangeSchema = z.object({
  at: z.string(),
  actor: z.enum(['player', 'operator', 'system']),
  /** `deposit:day`, `time_limit`, `reminder`, `time_out`, `self_exclusion`… */
  tool: z.string(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  effectiveAt: z.string(),
  note: z.string().nullable(),
});
export type RgChange = z.infer<typeof rgChangeSchema>;

/** GET /api/admin/players/:id/safer-gambling. PostgreSQL's integer: a larger id is a 400, not a 500 from the query. */
export const adminPlayerParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/admin/players/:id/safer-gambling: the operator's view of a player's tools and their history. */
export const adminSaferGamblingSchema = saferGamblingSchema.extend({
  userId: z.number().int(),
  userName: z.string(),
  brandKey: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
  history: z.array(rgChangeSchema),
});
export type AdminSaferGambling = z.infer<typeof adminSaferGamblingSchema>;
