import * as z from 'zod';

/** GET /ping — liveness: the process answers. */
export const pingSchema = z.object({ status: z.literal('ok'), version: z.string() });

/** GET /ready — readiness: 200 when the database and the hub bus answer, 503 (same body) otherwise. */
export const readySchema = z.object({
  ready: z.boolean(),
  database: z.enum(['ok', 'unavailable']),
  bus: z.enum(['ok', 'unavailable']),
  version: z.string(),
});
