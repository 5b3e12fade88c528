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
    glyphs: glyphs(['Cherry', 'Lemon', 'Orange', 'Plum', 'Grapes', 'Watermelon', 'Bell', 'Seven']),
  },
  ancient: {
    background: '#3b2a12',
    accent: '#e9c46a',
    glyphs: glyphs(['Ankh', 'Scarab', 'Eye', 'Lotus', 'Sphinx', 'Pyramid', 'Mask', 'Pharaoh']),
  },
  adventure: {
    background: '#0f3b2e',
    accent: '#f4a261',
    glyphs: glyphs(['Compass', 'Map', 'Lantern', 'Rope', 'Idol', 'Chest', 'Jeep', 'Explorer']),
  },
  fantasy: {
    background: '#2a1459',
    accent: '#c77dff',
    glyphs: glyphs(['Rune', 'Potion', 'Crystal', 'Scroll', 'Wand', 'Crown', 'Dragon', 'Wizard']),
  },
  animals: {
    background: '#123d5c',
    accent: '#90e0ef',
    glyphs: glyphs(['Paw', 'Feather', 'Fox', 'Owl', 'Bear', 'Eagle', 'Wolf', 'Lion']),
  },
  classic: {
    background: '#1b1b2f',
    accent: '#ef233c',
    glyphs: glyphs(['Bar', 'Double Bar', 'Triple Bar', 'Horseshoe', 'Clover', 'Diamond', 'Bell', 'Seven']),
  },
  ocean: {
    background: '#03324d',
    accent: '#48cae4',
    glyphs: glyphs(['Shell', 'Starfish', 'Seahorse', 'Pearl', 'Turtle', 'Dolphin', 'Anchor', 'Mermaid']),
  },
  space: {
    background: '#0b0c2a',
    accent: '#4cc9f0',
    glyphs: glyphs(['Meteor', 'Moon', 'Ringed Planet', 'Satellite', 'Comet', 'Rocket', 'Alien', 'Astronaut']),
  },
} as const satisfies Record<string, SlotTheme>;

export type SlotThemeKey = keyof typeof SLOT_THEMES;
export const SLOT_THEME_KEYS = Object.keys(SLOT_THEMES) as SlotThemeKey[];
