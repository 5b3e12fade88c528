import { pickFrom, rand } from '../prng';
import { NAME_STYLES, type NameStyle, type StyleKey } from './styles';

const ESPORTS_PATTERNS = ['Team {town}', '{town} Esports', '{town} Gaming', '{town} Vipers', '{town} Eclipse'];
const ANY_STYLE = Object.keys(NAME_STYLES) as StyleKey[];
const EUROPEAN_STYLES = ANY_STYLE.filter((style) => style !== 'jp' && style !== 'us' && style !== 'id');

/** The style of one competitor: the country's, or for a region one drawn per competitor. */
export function styleFor(countryStyle: StyleKey | null, region: string, uniform: number): StyleKey {
  if (countryStyle) return countryStyle;
  return pickFrom(region === 'EU' ? EUROPEAN_STYLES : ANY_STYLE, uniform);
}

/** Joins two syllables, dropping a letter the second repeats (Mill + ley = Milley, Kara + antinou = Karantinou). */
function join(start: string, rawEnd: string): string {
  // Capitalised ends follow a separate word (van den Berg); after a syllable they continue it (Bakdijk).
  const end = /[a-zà-ÿ]$/i.test(start) ? rawEnd.charAt(0).toLowerCase() + rawEnd.slice(1) : rawEnd;
  return start.slice(-1).toLowerCase() === end.charAt(0) ? start + end.slice(1) : start + end;
}

function town(style: NameStyle, seed: string, key: string): string {
  return join(pickFrom(style.townStarts, rand(seed, key, 'ts')), pickFrom(style.townEnds, rand(seed, key, 'te')));
}

export function clubName(styleKey: StyleKey, esports: boolean, seed: string, key: string): string {
  const style = NAME_STYLES[styleKey];
  const patterns = esports ? ESPORTS_PATTERNS : style.clubPatterns;
  return pickFrom(patterns, rand(seed, key, 'cp')).replace('{town}', town(style, seed, key));
}

export function personName(styleKey: StyleKey, seed: string, key: string): string {
  const style = NAME_STYLES[styleKey];
  const first = pickFrom(style.firstNames, rand(seed, key, 'fn'));
  const surname = join(
    pickFrom(style.surnameStarts, rand(seed, key, 'ss')),
    pickFrom(style.surnameEnds, rand(seed, key, 'se')),
  );
  return `${first} ${surname}`;
}

/** Names that are unique within one list: retries with a new key on a clash. */
export function uniqueNames(count: number, make: (attempt: string) => string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    let name = make(`${index}`);
    for (let attempt = 1; seen.has(name) && attempt < 50; attempt++) name = make(`${index}.${attempt}`);
    seen.add(name);
    names.push(name);
  }
  return names;
}
