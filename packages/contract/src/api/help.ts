import * as z from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../email';
import type { RouteName } from '../routes';

/**
 * The help calls of issue 9 (zod schemas shared by the server routes and the web fetchers). A help page's slug is
 * the last part of its route's path (`/help/<slug>`), so the page, its route and its content row share one name.
 */

/** Help pages with content, in the order the help centre lists them, and the route each belongs to. */
export const HELP_PAGE_ROUTES = {
  faq: 'Help_FaqPage',
  'betting-rules': 'Help_BettingRulesPage',
  'bonus-rules': 'Help_BonusGeneralRulesPage',
  'payment-methods': 'Help_PaymentMethods',
  'responsible-gambling': 'Help_ResponsibleGamblingPage',
  'live-streaming': 'Help_LiveStreamingPage',
  tax: 'Help_TaxInfoPage',
  terms: 'Help_TermsAndConditionsPage',
  privacy: 'Help_PrivacyPolicyPage',
  'cookie-policy': 'Help_CookiePolicyPage',
  'contact-us': 'Help_ContactUs',
} as const satisfies Record<string, RouteName>;

export type HelpSlug = keyof typeof HELP_PAGE_ROUTES;
export const HELP_SLUGS = Object.keys(HELP_PAGE_ROUTES) as HelpSlug[];

export const isHelpSlug = (value: string): value is HelpSlug => Object.hasOwn(HELP_PAGE_ROUTES, value);

const languageId = z.coerce.number().int().min(1).max(99);
const slug = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9-]+$/, 'slug may contain lower-case letters, digits and dashes');

/** GET /api/help/pages/:languageId — the pages this site offers, in listing order. */
export const helpIndexParamsSchema = z.object({ languageId });
export const helpIndexEntrySchema = z.object({ slug: z.string(), title: z.string() });
export type HelpIndexEntry = z.infer<typeof helpIndexEntrySchema>;
export const helpIndexSchema = z.array(helpIndexEntrySchema);

/** GET /api/help/pages/:languageId/:slug — one page, its markdown rendered to HTML (the web still sanitises it). */
export const helpPageParamsSchema = z.object({ languageId, slug });
export const helpPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type HelpPage = z.infer<typeof helpPageSchema>;

export const HELP_SEARCH_MIN_LENGTH = 2;
export const HELP_SEARCH_MAX_LENGTH = 100;
export const HELP_SEARCH_MAX_HITS = 20;

/** GET /api/help/search?languageId=&q= — sections of this site's pages that mention the words. */
export const helpSearchQuerySchema = z.object({
  languageId,
  q: z.string().trim().min(HELP_SEARCH_MIN_LENGTH).max(HELP_SEARCH_MAX_LENGTH),
});
export const helpSearchHitSchema = z.object({
  slug: z.string(),
  /** The page's title. */
  title: z.string(),
  /** The heading of the section that matched, when it is not the page's opening. */
  section: z.string().nullable(),
  /** The id of that heading in the page's HTML (`#anchor`), or null for the page's top. */
  anchor: z.string().nullable(),
  /** Plain text around the first match (no HTML): the web highlights the match itself. */
  snippet: z.string(),
});
export type HelpSearchHit = z.infer<typeof helpSearchHitSchema>;
export const helpSearchResultSchema = z.array(helpSearchHitSchema);

/** What a contact message is about; support sorts its inbox by it. */
export const CONTACT_TOPICS = ['account', 'payments', 'bets', 'casino', 'technical', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = {
  name: { min: 2, max: 80 },
  email: { max: EMAIL_MAX_LENGTH },
  message: { min: 10, max: 4000 },
} as const;

/** POST /api/help/contact — visitors and players write to support. */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(CONTACT_LIMITS.name.min).max(CONTACT_LIMITS.name.max),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email.max)
    .pipe(z.email({ pattern: EMAIL_PATTERN })),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string().trim().min(CONTACT_LIMITS.message.min).max(CONTACT_LIMITS.message.max),
  /** The language the answer should be in (default: the site's). */
  languageId: z.number().int().min(1).max(99).optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** 201: the reference support quotes back. */
export const contactResponseSchema = z.object({ id: z.number().int() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** GET /api/admin/contact-messages?limit= — the latest messages, newest first. */
export const contactMessagesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });
export const contactMessageSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  brandKey: z.string(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  languageId: z.number().int(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessagesSchema = z.object({ items: z.array(contactMessageSchema) });

/**
 * Text folded for matching: lower case, accents dropped (NFD without combining marks), so "πληρωμη" finds
 * "Πληρωμή" and "cafe" finds "café". `map[i]` is the index in the original text of the folded character `i`.
 */
export function foldForSearch(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  let index = 0;
  for (const char of text) {
    // Final sigma folds to σ: lower-casing one character at a time cannot know it ends a word.
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace('ς', 'σ');
    for (let i = 0; i < plain.length; i += 1) map.push(index);
    folded += plain;
    index += char.length;
  }
  map.push(index);
  return { folded, map };
}

/** Greek and English endings dropped from a search word, so "κατάθεση" finds "καταθέσεις" and "deposits" "deposit". */
const ENDINGS = /(εισ|ουσ|οσ|ησ|εσ|ασ|ων|ου|α|η|ο|ε|ι|υ|ω|σ|es|s)$/;

/**
 * The words a search looks for: folded, and cut to a stem when long enough (a light stemmer for Greek's many
 * endings; matching is by substring, so a stem finds every form). The server matches with them and the web
 * highlights them.
 */
export function searchTerms(query: string): string[] {
  const words = foldForSearch(query)
    .folded.split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words.map((word) => (word.length >= 5 ? word.replace(ENDINGS, '') : word)))];
}

/** `[start, end)` ranges of `text` (original indices) where any of `terms` occurs, in order and not overlapping. */
export function termRanges(text: string, terms: readonly string[]): { start: number; end: number }[] {
  const { folded, map } = foldForSearch(text);
  const ranges: { start: number; end: number }[] = [];
  for (const term of terms) {
    if (!term) continue;
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      const start = map[at] ?? 0;
      const last = map[at + term.length - 1] ?? start;
      ranges.push({ start, end: Math.max(map[at + term.length] ?? text.length, last + 1) });
    }
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: { start: number; end: number }[] = [];
  for (const range of ranges) if (range.start >= (kept.at(-1)?.end ?? 0)) kept.push(range);
  return kept;
}
