import { describe, expect, it } from 'vitest';
import { contentBrands } from './brands';
import { promotionRows } from './promotions';
import { teaserRows } from './teasers';

describe('seeded teaser links', () => {
  it("lead to a promotion of the teaser's brand that has not ended (its page opens), never to a missing one", () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const running = new Set(
      promotionRows(now)
        .filter((row) => row.endsAt > now)
        .map((row) => `${row.brandKey}/promotions/${row.slug}`),
    );
    const promotionLinks = teaserRows(contentBrands()).filter((row) => row.link?.startsWith('/promotions/'));
    expect(promotionLinks.length).toBeGreaterThanOrEqual(4);
    for (const row of promotionLinks) expect(running, row.link ?? '').toContain(`${row.brandKey}${row.link}`);
  });
});
