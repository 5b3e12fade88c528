import { SLOT_SYMBOL_NAMES } from '@playline/contract/slot-symbols';

/** A slot's look: the frame paints its reels with these colours and names its symbols with these glyphs. */
export interface SlotTheme {
  background: string;
  accent: string;
  /** Symbol id → the name the frame shows (`s1` … `s8`, `wild`, `scatter`). */
  glyphs: Record<string, string>;
}

const glyphs = (regular: readonly string[]): Record<string, string> => ({
  ...Object.fromEntries(regular.map((name, index) => [`s${index + 1}`, name])),
  wild: 'Wild',
  scatter: 'Bonus',
});

/** The slot subcategories (the route's `:subcategory` under slots and jackpots), each with its theme. */
export const SLOT_THEMES = {
  fruits: {
    background: '#4a0d3a',
    accent: '#ffb703',
    glyphs: glyphs(SLOT_SYMBOL_NAMES.fruits),
  },
  ancient: {
    background: '#3b2a12',
    accent: '#e9c46a',
    glyphs: glyphs(SLOT_SYMBOL_NAMES.ancient),
  },
  adventure: {
    background: '#0f3b2e',
    accent: '#f4a261',
    glyphs: glyphs(SLOT_SYMBOL_NAMES.adventure),
  },
  fantasy: {
    background: '#2a1459',
    accent: '#c77dff',
    glyphs: glyphs(SLOT_SYMBOL_NAMES.fantasy),
  },
  animals: {
    background: '#123d5c',
    accent: '#90e0ef',
    glyphs: glyphs(SLOT_SYMBOL_NAMES.animals),
  },
  classic: {
    background: '#1b1b2f',
    accent: '#ef233c',
    glyphs: glyphs(SLOT_SYMBOL_NAMES.classic),
  },
  ocean: {
    background: '#03324d',
    accent: '#48cae4',
    glyphs: glyphs(SLOT_SYMBOL_NAMES.ocean),
  },
  space: {
    background: '#0b0c2a',
    accent: '#4cc9f0',
    glyphs: glyphs(SLOT_SYMBOL_NAMES.space),
  },
} as const satisfies Record<string, SlotTheme>;

export type SlotThemeKey = keyof typeof SLOT_THEMES;
export const SLOT_THEME_KEYS = Object.keys(SLOT_THEMES) as SlotThemeKey[];
