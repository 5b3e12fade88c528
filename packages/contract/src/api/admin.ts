import * as z from 'zod';

/** Admin calls carry `Authorization: Bearer <ADMIN_TOKEN>`: 401 without it, 403 with a wrong one. */
export const outboxQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

/** A message the product would have e-mailed (there is no mail server in development). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  brandKey: z.string(),
  siteId: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/admin/outbox: newest first. */
export const outboxSchema = z.object({ items: z.array(outboxMessageSchema) });
export type Outbox = z.infer<typeof outboxSchema>;

/** GET /api/admin/ledger/check: the ledger's invariants; every count is 0 and `entriesSum` is 0 when healthy. */
export const ledgerCheckSchema = z.object({
  transactions: z.number().int(),
  entriesSum: z.number().int(),
  unbalancedTransactions: z.number().int(),
  negativeBalances: z.number().int(),
  balanceMismatches: z.number().int(),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

/**
 * GET /api/admin/ledger/economics: whether the money the ledger moved was earned. `products` is the house's result
 * per product and currency from what settled (staked − paid, and that over staked), `houseAccounts` the house
 * accounts' balances; every `anomalies` count is 0 when healthy.
 */
export const productResultSchema = z.object({
  /** `sports:single|multiple|system|builder`, `casino:<engine>`, `tables:<game>`. */
  product: z.string(),
  currencyCode: z.string(),
  settled: z.number().int(),
  staked: z.number().int(),
  paid: z.number().int(),
  houseResult: z.number().int(),
  /** houseResult / staked; null when nothing was staked. */
  houseReturn: z.number().nullable(),
});
export const economicsSchema = z.object({
  products: z.array(productResultSchema),
  houseAccounts: z.array(z.object({ kind: z.string(), currencyCode: z.string(), balance: z.number().int() })),
  anomalies: z.object({
    /** Won bets whose settlement paid more than their potential return. */
    betsPaidAbovePotential: z.number().int(),
    /** Cash-outs that paid more than their share of the offer computed when they were made. */
    cashOutsAboveOffer: z.number().int(),
    /** Bets settled while a leg is still open, or legs won or lost before their event started. */
    settlementsWithoutResult: z.number().int(),
  }),
});
export type Economics = z.infer<typeof economicsSchema>;

/**
 * GET /api/admin/audit: newest first; `before` (an entry id) pages further back. Filters: the category, the actor
 * (`staff` or `api_key` with its id), the player concerned, a text the action or target contains, and a time range.
 */
export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  before: z.coerce.number().int().min(1).optional(),
  category: z.enum(['money', 'admin']).optional(),
  actorKind: z.enum(['staff', 'api_key', 'token']).optional(),
  actorId: z.coerce.number().int().positive().optional(),
  userId: z.coerce.number().int().positive().optional(),
  action: z.string().trim().min(1).max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/**
 * One audit entry (decision 015). `money`: a ledger transaction (`action` its kind, with user, amount in minor
 * units, idempotency key and transaction id). `admin`: an operator call (`action` `METHOD /route`, `target` the URL,
 * `outcome` the status code). Request id and client address when the movement came from a request.
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 */
  createdAt: z.string(),
  category: z.enum(['money', 'admin']),
  action: z.string(),
  userId: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  idempotencyKey: z.string().nullable(),
  transactionId: z.number().int().nullable(),
  target: z.string().nullable(),
  outcome: z.number().int().nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
  /** Operator calls since issue 22: who acted (a staff member, an API key, the ADMIN_TOKEN) and from what. */
  actorKind: z.enum(['staff', 'api_key', 'token']).nullable(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The record the call changed, before and after (JSON as the handler noted it). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `nextBefore`: pass it as `before` for the next (older) page; null on the last one. */
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextBefore: z.number().int().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
