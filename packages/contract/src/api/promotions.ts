import * as z from 'zod';

/**
 * The promotions calls of issue 9 (zod schemas shared by the server routes and the web fetchers). A promotion is
 * named by its slug in every language; its copy comes in the asked language, else in English.
 */

/** Where a promotion is played: the web's filter chips and the card's chip follow these. */
export const PROMOTION_AREAS = ['sports', 'casino', 'live-casino'] as const;
export const promotionAreaSchema = z.enum(PROMOTION_AREAS);
export type PromotionArea = z.infer<typeof promotionAreaSchema>;

/** Lower-case words joined by dashes: what a slug may be in a URL. */
export const promotionSlugSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug may contain lower-case letters, digits and single dashes');

const promotionLanguageIdSchema = z.coerce.number().int().min(1).max(99);

/** GET /api/promotions/:languageId */
export const promotionsParamsSchema = z.object({ languageId: promotionLanguageIdSchema });

/** GET /api/promotions/:languageId/:slug */
export const promotionParamsSchema = z.object({ languageId: promotionLanguageIdSchema, slug: promotionSlugSchema });

/** POST and DELETE /api/promotions/:slug/opt-in */
export const promotionOptInParamsSchema = z.object({ slug: promotionSlugSchema });

/**
 * A current or upcoming promotion of the brand (expired ones are never listed). `optedIn` is the caller's: true or
 * false for a logged-in player, null for a visitor (the web then offers "Log in to opt in").
 */
export const promotionSummarySchema = z.object({
  slug: z.string(),
  area: promotionAreaSchema,
  title: z.string(),
  summary: z.string(),
  /** ISO 8601; a promotion whose start lies ahead is upcoming (shown as "starts …", no opt-in yet). */
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  requiresOptIn: z.boolean(),
  optedIn: z.boolean().nullable(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;
export const promotionListSchema = z.array(promotionSummarySchema);

/** One promotion with its body and terms as HTML rendered from the stored markdown (the web sanitises it). */
export const promotionDetailSchema = promotionSummarySchema.extend({
  html: z.string(),
  termsHtml: z.string(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/** POST /api/promotions/:slug/opt-in (idempotent: a second call answers the first opt-in's time). */
export const promotionOptInSchema = z.object({ optedIn: z.literal(true), optedInAt: z.iso.datetime({ offset: true }) });
export type PromotionOptIn = z.infer<typeof promotionOptInSchema>;

/** DELETE /api/promotions/:slug/opt-in (idempotent). */
export const promotionOptOutSchema = z.object({ optedIn: z.literal(false) });
export type PromotionOptOut = z.infer<typeof promotionOptOutSchema>;
