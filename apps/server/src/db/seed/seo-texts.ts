import { type BrandConfig, marketRulesOf, SEO_TEXT_KEYS } from '@playline/contract';
import { escapeHtml } from '#app/lib/escape-html.ts';
import { type Bilingual, bilingualRows } from './brands';
import { AREA_NAMES, AREA_PATHS, AREA_SENTENCES, CONTENT_AREAS, type ContentArea, listOf } from './copy/areas';
import { TAGLINES } from './copy/taglines';

export interface TextRow {
  brandKey: string;
  languageId: number;
  key: string;
  body: string;
}

function brandAreas(brand: BrandConfig): ContentArea[] {
  return CONTENT_AREAS.filter((area) => brand.areas.includes(area));
}

/** The home text's safer-gambling sentence: the tools the account has (issue 19) and the market's minimum age. */
export function playSafe(brand: BrandConfig): Bilingual {
  const age = marketRulesOf(brand.brandKey).minimumAge;
  const guide = '/help/responsible-gambling';
  const page = '/user-account/safer-gambling';
  return {
    en: `Play responsibly: set deposit, loss and wager limits, a session time limit and reality-check reminders, or take a break, on the <a href="${page}">Safer gambling</a> page of your account, and read our <a href="${guide}">responsible gambling guide</a>. Only for players aged ${age} and over.`,
    el: `Παίξτε υπεύθυνα: ορίστε όρια κατάθεσης, απωλειών και πονταρίσματος, όριο χρόνου συνεδρίας και υπενθυμίσεις ελέγχου πραγματικότητας ή κάντε διάλειμμα, στη σελίδα <a href="${page}">Υπεύθυνος τζόγος</a> του λογαριασμού σας, και διαβάστε τον <a href="${guide}">οδηγό υπεύθυνου παιχνιδιού</a>. Μόνο για άτομα ${age} ετών και άνω.`,
  };
}

/** The sentence seeded before issue 19 (18 or 21), which promised limits the account did not have. */
export function earlierPlaySafe(age: number): Bilingual {
  const link = '/help/responsible-gambling';
  return {
    en: `Play responsibly: set deposit and time limits from your account at any time and read our <a href="${link}">responsible gambling guide</a>. Only for players aged ${age} and over.`,
    el: `Παίξτε υπεύθυνα: ορίστε όρια κατάθεσης και χρόνου από τον λογαριασμό σας οποιαδήποτε στιγμή και διαβάστε τον <a href="${link}">οδηγό υπεύθυνου παιχνιδιού</a>. Μόνο για άτομα ${age} ετών και άνω.`,
  };
}

function homeText(brand: BrandConfig): Bilingual {
  const name = escapeHtml(brand.name);
  const areas = brandAreas(brand);
  const first = areas[0] ?? 'sports';
  const tagline = TAGLINES[brand.brandKey] ?? { en: '', el: '' };
  const safe = playSafe(brand);
  const build = (lang: keyof Bilingual, and: string, start: string) =>
    [
      `<h2>${name}: ${listOf(
        areas.map((area) => AREA_NAMES[area][lang]),
        and,
      )}</h2>`,
      `<p>${tagline[lang]} ${areas.map((area) => AREA_SENTENCES[area][lang]).join(' ')}</p>`,
      `<p>${start} <a href="${AREA_PATHS[first]}">${AREA_NAMES[first][lang]}</a>. ${safe[lang]}</p>`,
    ].join('');
  return { en: build('en', 'and', 'Start with'), el: build('el', 'και', 'Ξεκινήστε από') };
}

function areaText(brand: BrandConfig, area: ContentArea): Bilingual {
  const name = escapeHtml(brand.name);
  const build = (lang: keyof Bilingual, more: string) =>
    `<h2>${name} ${AREA_NAMES[area][lang]}</h2><p>${AREA_SENTENCES[area][lang]} <a href="${AREA_PATHS[area]}">${more}</a></p>`;
  return { en: build('en', 'See what is on now.'), el: build('el', 'Δείτε τι παίζεται τώρα.') };
}

/** The SEO HTML of each content brand: a home text and one per area the brand has, in English and Greek. */
export function seoTextRows(brands: BrandConfig[]): TextRow[] {
  return brands.flatMap((brand) => {
    const row = (key: string) => (languageId: number, body: string) => ({
      brandKey: brand.brandKey,
      languageId,
      key,
      body,
    });
    return [
      ...bilingualRows(homeText(brand), row(SEO_TEXT_KEYS.home)),
      ...brandAreas(brand).flatMap((area) => bilingualRows(areaText(brand, area), row(SEO_TEXT_KEYS[area]))),
    ];
  });
}
