import { foldText } from '#app/modules/sports/text-match.ts';
import type { SlotThemeKey } from '../themes';
import { SLOT_WORDS, TITLE_ENDINGS } from './slot-words';

/** A seeded source of uniform numbers in [0, 1). */
export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** A game id from its name: `Kraken Rising` → `kraken-rising`, `Ember & Oak` → `ember-oak`. */
export const slugOf = (name: string): string =>
  foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 64);

/** One candidate slot title from the theme's words, in one of four shapes. */
function slotTitle(random: Random, theme: SlotThemeKey): string {
  const words = SLOT_WORDS[theme];
  const adjective = pick(random, words.adjectives);
  const noun = pick(random, words.nouns);
  switch (Math.floor(random() * 4)) {
    case 0:
      return `${adjective} ${noun}`;
    case 1:
      return `${noun} of ${pick(random, words.places)}`;
    case 2:
      return `${noun} ${pick(random, TITLE_ENDINGS)}`;
    default:
      return `${adjective} ${noun} ${pick(random, TITLE_ENDINGS)}`;
  }
}

/**
 * Draws titles until `count` are new: `taken` holds the slugs already used anywhere in the catalogue, so names and
 * ids stay unique across themes. The pools hold hundreds of combinations each; the bound only guards a bad pool.
 */
export function uniqueTitles(count: number, taken: Set<string>, draw: () => string): string[] {
  const titles: string[] = [];
  for (let attempt = 0; titles.length < count; attempt++) {
    if (attempt > count * 200) throw new Error(`word pool too small for ${count} unique titles`);
    const title = draw();
    const slug = slugOf(title);
    if (taken.has(slug)) continue;
    taken.add(slug);
    titles.push(title);
  }
  return titles;
}

export const slotTitles = (random: Random, theme: SlotThemeKey, count: number, taken: Set<string>) =>
  uniqueTitles(count, taken, () => slotTitle(random, theme));
