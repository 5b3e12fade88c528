import { type BrandConfig, HOME_TEASER_ZONE } from '@playline/contract';
import { SEED_LANGUAGES } from './brands';
import { AREA_NAMES, AREA_PATHS, AREA_SENTENCES, CONTENT_AREAS } from './copy/areas';
import { GREEK_ZONE_TEASERS, type TeaserCopy } from './copy/greek-teasers';

export interface TeaserRow {
  brandKey: string;
  zone: number;
  languageId: number;
  title: string;
  body: string;
  link: string | null;
  tone: TeaserCopy['tone'];
  sort: number;
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The home hero of every brand: a welcome card, then one card per further area (at most two). */
function homeTeasers(brand: BrandConfig): TeaserCopy[] {
  const areas = CONTENT_AREAS.filter((area) => brand.areas.includes(area));
  const first = areas[0] ?? 'sports';
  const welcome: TeaserCopy = {
    title: { en: `Welcome to ${brand.name}`, el: `Καλώς ήρθατε στο ${brand.name}` },
    body: AREA_SENTENCES[first],
    link: AREA_PATHS[first],
    tone: 'primary',
  };
  const more = areas.slice(1, 3).map(
    (area, index): TeaserCopy => ({
      title: { en: capitalise(AREA_NAMES[area].en), el: capitalise(AREA_NAMES[area].el) },
      body: AREA_SENTENCES[area],
      link: AREA_PATHS[area],
      tone: index === 0 ? 'accent' : 'surface',
    }),
  );
  return [welcome, ...more];
}

function rows(brandKey: string, zone: number, teasers: TeaserCopy[]): TeaserRow[] {
  return teasers.flatMap((teaser, sort) =>
    SEED_LANGUAGES.map(({ lang, languageId }) => ({
      brandKey,
      zone,
      languageId,
      title: teaser.title[lang],
      body: teaser.body[lang],
      link: teaser.link,
      tone: teaser.tone,
      sort,
    })),
  );
}

/** Home teasers for every content brand, plus the Greek-market zones for brands that have them. */
export function teaserRows(brands: BrandConfig[]): TeaserRow[] {
  return brands.flatMap((brand) => [
    ...rows(brand.brandKey, HOME_TEASER_ZONE, homeTeasers(brand)),
    ...(brand.zones
      ? Object.entries(GREEK_ZONE_TEASERS).flatMap(([zone, teasers]) => rows(brand.brandKey, Number(zone), teasers))
      : []),
  ]);
}
