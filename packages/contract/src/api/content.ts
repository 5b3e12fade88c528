import * as z from 'zod';

/** Query parameters shared by the language-aware content calls. */
export const languageIdSchema = z.coerce.number().int().min(1).max(99);

/** GET /api/resources/text?languageId=&key= (spec §7): a text resource such as the SEO text. */
export const textResourceQuerySchema = z.object({
  languageId: languageIdSchema,
  key: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/, 'key may contain letters, digits, dot, dash and underscore'),
});
export type TextResourceQuery = z.infer<typeof textResourceQuerySchema>;

export const textResourceSchema = z.object({ body: z.string() });
export type TextResource = z.infer<typeof textResourceSchema>;

/** GET /api/teasers/zones/:languageId/:zone */
export const teaserParamsSchema = z.object({
  languageId: languageIdSchema,
  zone: z.coerce.number().int().min(0).max(10_000),
});

export const teaserSchema = z.object({
  id: z.number().int(),
  zone: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  /** Colour pair used to paint the teaser card without an image download. */
  tone: z.enum(['primary', 'accent', 'surface']),
});
export type Teaser = z.infer<typeof teaserSchema>;
export const teasersSchema = z.array(teaserSchema);

/**
 * GET /api/conf/bulk/:id — every UI text per language of a site id: `{ [languageId]: { [key]: text } }`;
 * GET /api/conf/bulk answers the requesting site's.
 */
export const bulkParamsSchema = z.object({ id: z.coerce.number().int().min(0).max(1_000_000) });
export const bulkSettingsSchema = z.record(z.string().regex(/^\d+$/), z.record(z.string(), z.string()));
export type BulkSettings = z.infer<typeof bulkSettingsSchema>;

/** GET /api/site/notifications/:languageId */
export const siteNotificationParamsSchema = z.object({ languageId: languageIdSchema });
export const siteNotificationSchema = z.object({ body: z.string(), isEnabled: z.boolean() });
export type SiteNotification = z.infer<typeof siteNotificationSchema>;

/** HEAD|GET /api/1x1.png?timestamp=N — the connectivity probe. */
export const pixelQuerySchema = z.object({ timestamp: z.coerce.number().int().nonnegative().optional() });
