import { describe, expect, it } from 'vitest';
import { promotionRows } from './promotions';

const now = new Date('2030-06-01T12:00:00Z');
const rows = promotionRows(now);

describe('seeded promotions', () => {
  it('go to the brands with the promotions area, each in English and Greek', () => {
    expect([...new Set(rows.map((row) => row.brandKey))].sort()).toEqual(['hellas', 'sunset']);
    for (const brandKey of ['hellas', 'sunset']) {
      const own = rows.filter((row) => row.brandKey === brandKey);
      const slugs = new Set(own.map((row) => row.slug));
      expect(slugs.size).toBeGreaterThanOrEqual(6);
      for (const slug of slugs) {
        expect(
          own
            .filter((row) => row.slug === slug)
            .map((row) => row.languageId)
            .sort(),
          slug,
        ).toEqual([1, 2]);
      }
    }
  });

  it('hold running offers, one that has ended and one that starts later, dated from the seed time', () => {
    const hellas = rows.filter((row) => row.brandKey === 'hellas' && row.languageId === 1);
    const ended = hellas.filter((row) => row.endsAt <= now);
    const upcoming = hellas.filter((row) => row.startsAt > now);
    expect(ended.map((row) => row.slug)).toEqual(['euro-nights-price-boost']);
    expect(upcoming.map((row) => row.slug)).toEqual(['thursday-slot-tournament']);
    expect(hellas.length - ended.length - upcoming.length).toBeGreaterThanOrEqual(4);
    expect(new Set(hellas.map((row) => row.area))).toEqual(new Set(['sports', 'casino', 'live-casino']));
  });

  it('carry six numbered terms naming the brand, with Greek decimal commas', () => {
    const welcome = rows.filter((row) => row.brandKey === 'sunset' && row.slug === 'welcome-bet-offer');
    for (const row of welcome) {
      expect(row.terms.split('\n').map((line) => line.slice(0, 3))).toEqual(['1. ', '2. ', '3. ', '4. ', '5. ', '6. ']);
      expect(row.terms).toContain('Sunset');
    }
    expect(welcome.find((row) => row.languageId === 2)?.terms).toContain('1,50');
  });

  it("open each offer to the market's minimum age: 21 on the Greek brand, 18 elsewhere", () => {
    const first = (brandKey: string, languageId: number) =>
      rows.find((row) => row.brandKey === brandKey && row.languageId === languageId)?.terms.split('\n')[0];
    expect(first('hellas', 1)).toContain('aged 21 or over');
    expect(first('hellas', 2)).toContain('άνω των 21 ετών');
    expect(first('sunset', 1)).toContain('aged 18 or over');
  });
});
