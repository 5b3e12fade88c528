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
