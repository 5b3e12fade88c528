import type { Area } from '../areas';

/**
 * Text resource keys of the per-brand SEO texts (HTML), fetched with GET /api/resources/text and rendered into
 * `#seo-text-area`. Exactly these keys are left out of GET /api/conf/bulk: they are long, and only one page needs
 * each (other `Seo.*` keys, such as UI labels of the catalogues, stay in it).
 */
export const SEO_TEXT_KEYS = {
  home: 'Seo.Home',
  sports: 'Seo.Sports',
  live: 'Seo.Live',
  casino: 'Seo.Casino',
  liveCasino: 'Seo.LiveCasino',
  virtual: 'Seo.Virtual',
  promotions: 'Seo.Promotions',
} as const satisfies Record<
  'home' | Extract<Area, 'sports' | 'live' | 'casino' | 'liveCasino' | 'virtual' | 'promotions'>,
  string
>;

export type SeoTextKey = (typeof SEO_TEXT_KEYS)[keyof typeof SEO_TEXT_KEYS];

/** The teaser zone every brand's home page shows (the Greek market's extra zones are in `GREEK_ZONES`). */
export const HOME_TEASER_ZONE = 1;
