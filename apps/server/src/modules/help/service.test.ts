import { brandForSite } from '@playline/contract';
import { describe, expect, it } from 'vitest';
import type { HelpPageRow } from './repository';
import { offeredSlugs, pickRows } from './service';

const row = (brandKey: string, languageId: number, slug = 'faq'): HelpPageRow => ({
  id: Math.floor(Math.random() * 1e6),
  brandKey,
  languageId,
  slug,
  title: `${brandKey}-${languageId}`,
  body: '',
  updatedAt: new Date(0),
});

describe('help pages per brand and language', () => {
  it("prefers the brand's own page over the common one, in the asked language", () => {
    const picked = pickRows([row('*', 2), row('hellas', 2), row('hellas', 1)], [2, 1]);
    expect(picked.get('faq')?.title).toBe('hellas-2');
  });

  it('falls back to English when the page has no Greek row, the common Greek one beating an English brand row', () => {
    expect(pickRows([row('*', 1), row('hellas', 1)], [2, 1]).get('faq')?.title).toBe('hellas-1');
    expect(pickRows([row('*', 2), row('hellas', 1)], [2, 1]).get('faq')?.title).toBe('*-2');
  });

  it('offers the tax page on Greek-market sites and the cookie policy where the brand has one', () => {
    const slugs = (siteId: number) => offeredSlugs(brandForSite(siteId));
    for (const siteId of [44, 54, 149]) expect(slugs(siteId)).toContain('tax');
    for (const siteId of [1, 77, 55555]) expect(slugs(siteId)).not.toContain('tax');
    expect(slugs(44)).toContain('cookie-policy');
    expect(slugs(54)).not.toContain('cookie-policy');
    expect(slugs(1)).not.toContain('cookie-policy');
    expect(slugs(1)[0]).toBe('faq');
  });
});
