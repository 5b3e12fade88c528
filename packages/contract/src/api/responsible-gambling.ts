import * as z from 'zod';

/** The longest session time limit a player can set: 24 hours. */
export const RG_TIME_LIMIT_MAX_SECONDS = 24 * 60 * 60;

/** PUT /api/client/rg/time-limit: 0 removes the limit. Answers the responsible-gambling state. */
export const timeLimitRequestSchema = z.object({
  timeLimitSeconds: z.number().int().min(0).max(RG_TIME_LIMIT_MAX_SECONDS),
});
export type TimeLimitRequest = z.infer<typeof timeLimitRequestSchema>;

/** GET /api/client/rg/casino-check: `reason` is a translated sentence when a casino game may not start. */
export const casinoCheckSchema = z.object({ allowed: z.boolean(), reason: z.string().nullable() });
export type CasinoCheck = z.infer<typeof casinoCheckSchema>;
