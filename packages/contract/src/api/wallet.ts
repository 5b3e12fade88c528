import * as z from 'zod';
import { BET_TYPES } from '../bets-math';
import { PAYMENT_ACCOUNT_MAX, PAYMENT_METHODS } from '../payment-accounts';

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

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/**
 * What a payment pays from (a deposit) or to (a withdrawal): a method and the player's account there — a card
 * number, an IBAN or an e-wallet address. The payment provider checks it (Luhn, the IBAN's country length and
 * checksum, the address) and answers 400 naming the field; only the masked account is kept.
 */
export const paymentAccountSchema = z.object({
  method: paymentMethodSchema,
  account: z.string().trim().min(1, 'the account is empty').max(PAYMENT_ACCOUNT_MAX),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

/**
 * What a movement was about, so the history can name it: a casino game (its name, and whether the round won, only
 * took the stake or gave it back), a bet (its type, legs and, for one leg, the event and selection), several bets
 * placed at once, or a payment (method and masked account). Null for a movement from before issue 21.
 */
export const movementSubjectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('game'), game: z.string(), outcome: z.enum(['win', 'stake', 'push']) }),
  z.object({
    kind: z.literal('bet'),
    betType: z.enum(BET_TYPES),
    legs: z.number().int(),
    /** The first leg's event and selection (the whole bet when it has one leg). */
    eventName: z.string(),
    marketType: z.string(),
    line: z.number().nullable(),
    code: z.string(),
    name: z.string().nullable(),
  }),
  z.object({ kind: z.literal('bets'), count: z.number().int() }),
  z.object({ kind: z.literal('payment'), method: paymentMethodSchema, destination: z.string() }),
]);
export type MovementSubject = z.infer<typeof movementSubjectSchema>;

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
  /**
   * The running balances right after it (available, and wallet plus held), computed by the server from every
   * movement of the ledger in order, whatever page or filter is asked.
   */
  availableAfter: moneySchema,
  balanceAfter: moneySchema,
  subject: movementSubjectSchema.nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

/** GET /api/client/balance/change: the balance and the latest movement (null before the first one). */
export const balanceChangeSchema = balanceSchema.extend({ lastMovement: movementSchema.nullable() });
export type BalanceChange = z.infer<typeof balanceChangeSchema>;

/**
 * POST /api/client/deposit: from the player's card, bank account or e-wallet through the payment provider (the
 * demo one is instant; it declines the test card 4000 0000 0000 0002 with 422). 201.
 */
export const depositRequestSchema = z.object({
  amount: moneySchema
    .min(DEPOSIT_MIN, 'the smallest deposit is 1.00 (100 minor units)')
    .max(DEPOSIT_MAX, 'the largest deposit is 10,000.00 (1000000 minor units)'),
  payment: paymentAccountSchema,
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const depositResultSchema = z.object({
  transactionId: z.number().int(),
  amount: moneySchema,
  method: paymentMethodSchema,
  /** The masked account. */
  source: z.string(),
  ...balanceSchema.shape,
});
export type DepositResult = z.infer<typeof depositResultSchema>;

/**
 * A withdrawal's life: `pending` (held) until approved — today by the demo provider's rule at `completesAt`, later
 * by the payments desk — or `rejected` (the money returns); an approved one is paid out by the provider
 * (`completed`). Only a pending one can be `cancelled` by the player.
 */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'completed', 'cancelled'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  status: withdrawalStatusSchema,
  /** Where it is paid to: the method and the masked account (null for a withdrawal from before issue 21). */
  method: paymentMethodSchema.nullable(),
  destination: z.string().nullable(),
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
  /** Where to pay it: a card, an IBAN or an e-wallet address of the player's. */
  payment: paymentAccountSchema,
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
