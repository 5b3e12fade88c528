// The frame's own small catalogue, imported by path: the contract's `./texts` entry is the whole site's catalogue,
// far too large for a page that aims at a few kilobytes of script.
import { GAME_FRAME_EL } from '@playline/contract/texts/game-frame-el';
import { GAME_FRAME_EN } from '@playline/contract/texts/game-frame-en';

export type TextKey = keyof typeof GAME_FRAME_EN;
export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

/** Language ids as the site numbers them (contract `languages.ts`): 2 is Greek, everything else reads English. */
const GREEK = 2;

/** A translator for the session's language; `{name}` placeholders are filled from `values`. */
export function createTranslate(languageId: number): Translate {
  const catalogue: Record<TextKey, string> = languageId === GREEK ? GAME_FRAME_EL : GAME_FRAME_EN;
  return (key, values) =>
    catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      values && name in values ? String(values[name]) : whole,
    );
}

export const languageTag = (languageId: number) => (languageId === GREEK ? 'el' : 'en');
