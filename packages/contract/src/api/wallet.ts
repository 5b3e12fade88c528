import * as z from 'zod';

/**
 * Money in the API is always an integer number of minor units (cents): `100000` is 1,000.00 EUR. Never a float,
 * never a decimal string.
 */
export const moneySchema = z.number().int();

/** Required on every money POST; a retry with the same key and body answers the first result again. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set to `true` on an answer that repeats the first result of an idempotency key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Deposit limits per deposit, minor units: 1.00 to 10,000.00. */
export const DEPOSIT_MIN = 100;
export const DEPOSIT_MAX = 1_000_000;
/** The smallest withdrawal, minor units (1.00); the largest is the available balance. */
export const WITHDRAWAL_MIN = 100;

export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: `the ${IDEMPOTENCY_HEADER} header is required on money requests` })
    .min(8)
    .max(128)
    .regex(/^[A-Za-z0-9._:-]+$/, 'letters, digits, dot, underscore, colon and dash only'),
});

/** GET /api/client/balance/refresh. `balance` = wallet + held, `calculatedBalance` = available (wallet). */
export const balanceSchema = z.object({
  balance: moneySchema,
  calculatedBalance: moneySchema,
  tax: moneySchema,
  currencyCode: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const MOVEMENT_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_cancel',
  'withdrawal_complete',
  'bet_stake',
  'bet_win',
  'bet_refund',
  'cash_out',
  'casino_bet',
  'casino_win',
  'shop_pay_in',
  'shop_pay_out',
] as const;
export const movementTypeSchema = z.enum(MOVEMENT_TYPES);
export type MovementType = z.infer<typeof movementTypeSchema>;

/**
 * One ledger transaction as the player sees it. `amount` is the (positive) size of the movement;
 * `availableChange` and `balanceChange` are its signed effect on `calculatedBalance` and `balance`
 * (a withdrawal request: -amount and 0; its completion: 0 and -amount).
 */
export const movementSchema = z.object({
  id: z.number().int(),
  type: movementTypeSchema,
  amount: moneySchema,
  availableChange: moneySchema,
  balanceChange: moneySchema,
  /** ISO 8601 */
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

/** GET /api/client/balance/change: the balance and the latest movement (null before the first one). */
export const balanceChangeSchema = balanceSchema.extend({ lastMovement: movementSchema.nullable() });
export type BalanceChange = z.infer<typeof balanceChangeSchema>;

/** POST /api/client/deposit (demo payment provider, instant). 201. */
export const depositRequestSchema = z.object({
  amount: moneySchema
    .min(DEPOSIT_MIN, 'the smallest deposit is 1.00 (100 minor units)')
    .max(DEPOSIT_MAX, 'the largest deposit is 10,000.00 (1000000 minor units)'),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const depositResultSchema = z.object({
  transactionId: z.number().int(),
  amount: moneySchema,
  ...balanceSchema.shape,
});
export type DepositResult = z.infer<typeof depositResultSchema>;

export const withdrawalStatusSchema = z.enum(['pending', 'completed', 'cancelled']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  status: withdrawalStatusSchema,
  /** ISO 8601 */
  createdAt: z.string(),
  /** When the payment provider completes it if it is not cancelled before (ISO 8601). */
  completesAt: z.string(),
  /** When it was completed or cancelled (ISO 8601), else null. */
  settledAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/**
 * POST /api/client/withdraw: moves the amount from the available balance to held (pending); 422 above the
 * available balance. 201.
 */
export const withdrawRequestSchema = z.object({
  amount: moneySchema.min(WITHDRAWAL_MIN, 'the smallest withdrawal is 1.00 (100 minor units)'),
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

/** Answer of withdraw and of cancel: the withdrawal and the balances after it. */
export const withdrawalResultSchema = z.object({ withdrawal: withdrawalSchema, ...balanceSchema.shape });
export type WithdrawalResult = z.infer<typeof withdrawalResultSchema>;

/** POST /api/client/withdrawals/:id/cancel: 409 when it is no longer pending. */
export const withdrawalParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** GET /api/client/withdrawals: the latest 100, newest first. */
export const withdrawalsSchema = z.object({ items: z.array(withdrawalSchema) });
export type Withdrawals = z.infer<typeof withdrawalsSchema>;

/** `2026-05-01` (the whole day, UTC) or a full ISO 8601 date-time. */
const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** GET /api/client/transactions?type=&from=&to=&page=&pageSize= (newest first). */
export const transactionsQuerySchema = z.object({
  type: movementTypeSchema.optional(),
  from: dateOrDateTime.optional(),
  to: dateOrDateTime.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

export const transactionsPageSchema = z.object({
  items: z.array(movementSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;
