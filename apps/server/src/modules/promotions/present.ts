import {
  DEFAULT_LANGUAGE_ID,
  type PromotionArea,
  type PromotionDetail,
  type PromotionSummary,
  promotionAreaSchema,
} from '@playline/contract';
import { Marked } from 'marked';
import type { PromotionRow } from './repository';

/** GitHub-flavoured markdown with single line breaks kept: terms are written as numbered lists with short lines. */
const markdown = new Marked({ gfm: true, breaks: false });

export const renderMarkdown = (text: string): string => markdown.parse(text, { async: false });

/**
 * One row per promotion: the asked language where it has one, else English, else whichever language it was
 * written in, so a promotion missing a translation still shows (spec §8's fallback for texts).
 */
export function inLanguage(rows: PromotionRow[], languageId: number): PromotionRow[] {
  const bySlug = new Map<string, PromotionRow>();
  const rank = (row: PromotionRow) =>
    row.languageId === languageId ? 0 : row.languageId === DEFAULT_LANGUAGE_ID ? 1 : 2;
  for (const row of rows) {
    const held = bySlug.get(row.slug);
    if (!held || rank(row) < rank(held)) bySlug.set(row.slug, row);
  }
  // The map keeps the first row's position, which is the brand's order the query gave.
  return [...bySlug.values()];
}

/** The stored area, or `sports` for a value an operator mistyped: a card still shows rather than a 500. */
const areaOf = (value: string): PromotionArea => promotionAreaSchema.catch('sports').parse(value);

export function summaryOf(row: PromotionRow, optedIn: boolean | null): PromotionSummary {
  return {
    slug: row.slug,
    area: areaOf(row.area),
    title: row.title,
    summary: row.summary,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    requiresOptIn: row.requiresOptIn,
    // A promotion that needs no opt-in has nothing to opt in to: false, not "not yet".
    optedIn: optedIn === null ? null : row.requiresOptIn && optedIn,
  };
}

export function detailOf(row: PromotionRow, optedIn: boolean | null): PromotionDetail {
  return { ...summaryOf(row, optedIn), html: renderMarkdown(row.body), termsHtml: renderMarkdown(row.terms) };
}
