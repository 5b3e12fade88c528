import type { StyleKey } from './styles';

/** A country or region of the catalogue: its contract identity plus how its names sound and its clock. */
export interface FeedCountry {
  key: string;
  code: string;
  name: string;
  /** Null for regions whose competitors come from everywhere. */
  style: StyleKey | null;
  /** Hours from UTC of local kick-off times (standard time; the simulator ignores daylight saving). */
  utcOffset: number;
}

const rows: [code: string, name: string, style: StyleKey | null, utcOffset: number][] = [
  ['GB', 'United Kingdom', 'en', 0],
  ['ES', 'Spain', 'es', 1],
  ['IT', 'Italy', 'it', 1],
  ['DE', 'Germany', 'de', 1],
  ['FR', 'France', 'fr', 1],
  ['PT', 'Portugal', 'pt', 0],
  ['NL', 'Netherlands', 'nl', 1],
  ['BE', 'Belgium', 'fr', 1],
  ['GR', 'Greece', 'gr', 2],
  ['TR', 'Türkiye', 'tr', 3],
  ['CY', 'Cyprus', 'gr', 2],
  ['PL', 'Poland', 'slav', 1],
  ['CZ', 'Czechia', 'slav', 1],
  ['HR', 'Croatia', 'slav', 1],
  ['RS', 'Serbia', 'slav', 1],
  ['UA', 'Ukraine', 'slav', 2],
  ['SE', 'Sweden', 'nordic', 1],
  ['NO', 'Norway', 'nordic', 1],
  ['DK', 'Denmark', 'nordic', 1],
  ['FI', 'Finland', 'nordic', 2],
  ['AT', 'Austria', 'de', 1],
  ['CH', 'Switzerland', 'de', 1],
  ['IE', 'Ireland', 'en', 0],
  ['US', 'United States', 'us', -5],
  ['CA', 'Canada', 'us', -5],
  ['BR', 'Brazil', 'pt', -3],
  ['AR', 'Argentina', 'es', -3],
  ['MX', 'Mexico', 'es', -6],
  ['JP', 'Japan', 'jp', 9],
  ['KR', 'South Korea', 'us', 9],
  ['AU', 'Australia', 'en', 10],
  ['RO', 'Romania', 'it', 2],
  ['BG', 'Bulgaria', 'slav', 2],
  ['HU', 'Hungary', 'slav', 1],
  ['SK', 'Slovakia', 'slav', 1],
  ['SI', 'Slovenia', 'slav', 1],
  ['LT', 'Lithuania', 'slav', 2],
  ['IL', 'Israel', 'en', 2],
  ['ID', 'Indonesia', 'id', 7],
  ['INT', 'International', null, 1],
  ['EU', 'Europe', null, 1],
  ['WO', 'World', null, 0],
  // The home of virtual leagues (UTC: their rounds run round the clock).
  ['VR', 'Virtual', null, 0],
];

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const COUNTRIES: readonly FeedCountry[] = rows.map(([code, name, style, utcOffset]) => ({
  key: slug(name),
  code,
  name,
  style,
  utcOffset,
}));

export const COUNTRY_BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

export { slug };
