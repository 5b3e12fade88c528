/**
 * Every slot symbol's picture, by the name its theme gives it (`Cherry`, `Ankh`, `Rocket` …), as the inner markup of
 * a 32 × 32 SVG: a few flat shapes each, crisp at a phone's 50 px tile, a few kilobytes for all 66. `A`
 * (currentColor) is the game's theme accent, so wild, scatter and some symbols wear the game's own colour. One
 * drawing for both sides: the game frame paints its reels with it, the server its lobby thumbnails.
 */
/** Each slot theme's eight regular symbols by name, best paying first (`s1` … `s8`); wild and scatter are `Wild` and `Bonus`. */
export const SLOT_SYMBOL_NAMES = {
  fruits: ['Cherry', 'Lemon', 'Orange', 'Plum', 'Grapes', 'Watermelon', 'Bell', 'Seven'],
  ancient: ['Ankh', 'Scarab', 'Eye', 'Lotus', 'Sphinx', 'Pyramid', 'Mask', 'Pharaoh'],
  adventure: ['Compass', 'Map', 'Lantern', 'Rope', 'Idol', 'Chest', 'Jeep', 'Explorer'],
  fantasy: ['Rune', 'Potion', 'Crystal', 'Scroll', 'Wand', 'Crown', 'Dragon', 'Wizard'],
  animals: ['Paw', 'Feather', 'Fox', 'Owl', 'Bear', 'Eagle', 'Wolf', 'Lion'],
  classic: ['Bar', 'Double Bar', 'Triple Bar', 'Horseshoe', 'Clover', 'Diamond', 'Bell', 'Seven'],
  ocean: ['Shell', 'Starfish', 'Seahorse', 'Pearl', 'Turtle', 'Dolphin', 'Anchor', 'Mermaid'],
  space: ['Meteor', 'Moon', 'Ringed Planet', 'Satellite', 'Comet', 'Rocket', 'Alien', 'Astronaut'],
} as const;

const A = 'currentColor'; // the frame's CSS sets it to the theme's accent
const GOLD = '#f4c430';
const RED = '#d62828';
const LEAF = '#3a9d4f';
const DARK = '#1d1d2b';
const WHITE = '#fff';
const SILVER = '#cfd8dc';
const BROWN = '#8d5524';
const BLUE = '#4895ef';

const bar = (rows: number) =>
  Array.from(
    { length: rows },
    (_, row) =>
      `<rect x="4" y="${16 - rows * 4.5 + row * 9}" width="24" height="7" rx="2" fill="${DARK}" stroke="${GOLD}"/>`,
  ).join('');
const BELL = `<path d="M16 4c-6 0-8 6-8 11v5l-3 4h22l-3-4v-5c0-5-2-11-8-11z" fill="${GOLD}"/><circle cx="16" cy="26" r="3" fill="${BROWN}"/>`;
const SEVEN = `<path d="M6 5h20v4L16 28h-6l9-17H6z" fill="${RED}" stroke="${WHITE}"/>`;
const STAR = (fill: string) =>
  `<path d="M16 3l3.8 8 8.7 1-6.4 6 1.7 8.7L16 22.5l-7.8 4.2L9.9 18 3.5 12l8.7-1z" fill="${fill}"/>`;

export const SYMBOL_PICTURES: Readonly<Record<string, string>> = {
  // Fruits
  Cherry: `<path d="M17 4c-3 5-7 9-8 14m8-14c1 5 4 9 6 13" stroke="${LEAF}" stroke-width="2" fill="none"/><circle cx="9" cy="22" r="6" fill="${RED}"/><circle cx="23" cy="21" r="6" fill="${RED}"/><circle cx="7" cy="20" r="1.5" fill="#fff9"/>`,
  Lemon: `<ellipse cx="16" cy="17" rx="12" ry="9" transform="rotate(-25 16 17)" fill="#ffd23f"/><path d="M25 8l3-3M7 26l-2 2" stroke="#e9b400" stroke-width="3"/>`,
  Orange: `<circle cx="16" cy="18" r="11" fill="#f8961e"/><path d="M16 7c2-4 7-4 8-3-2 3-5 4-8 3z" fill="${LEAF}"/><circle cx="12" cy="14" r="2" fill="#fff6"/>`,
  Plum: `<ellipse cx="16" cy="18" rx="10" ry="11" fill="#7b2cbf"/><path d="M16 8v12" stroke="#5a189a" stroke-width="1.5"/><path d="M16 7c1-3 6-4 7-3-2 3-4 3-7 3z" fill="${LEAF}"/>`,
  Grapes: `<g fill="#9d4edd"><circle cx="10" cy="11" r="4"/><circle cx="18" cy="11" r="4"/><circle cx="14" cy="17" r="4"/><circle cx="22" cy="17" r="4"/><circle cx="18" cy="23" r="4"/><circle cx="10" cy="19" r="3.5"/></g><path d="M14 7l2-4" stroke="${LEAF}" stroke-width="2"/>`,
  Watermelon: `<path d="M3 12h26a13 13 0 0 1-26 0z" fill="${LEAF}"/><path d="M6 12h20a10 10 0 0 1-20 0z" fill="#ef476f"/><g fill="${DARK}"><circle cx="11" cy="16" r="1"/><circle cx="16" cy="19" r="1"/><circle cx="21" cy="16" r="1"/></g>`,
  Bell: BELL,
  Seven: SEVEN,
  // Ancient
  Ankh: `<path d="M16 15c-4-3-5-11 0-11s4 8 0 11zm0 0v14M8 17h16" stroke="${A}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
  Scarab: `<ellipse cx="16" cy="18" rx="8" ry="10" fill="#2a9d8f"/><circle cx="16" cy="7" r="3.5" fill="#264653"/><path d="M16 9v19M8 13l-5-3m5 9H3m5 4l-4 4m20-14l5-3m-5 9h5m-5 4l4 4" stroke="#264653" stroke-width="2"/>`,
  Eye: `<path d="M3 15c6-8 20-8 26 0-6 8-20 8-26 0z" fill="${WHITE}"/><circle cx="16" cy="15" r="5" fill="${BLUE}"/><circle cx="16" cy="15" r="2.2" fill="${DARK}"/><path d="M12 20l-2 8m10-8c3 3 5 5 8 4" stroke="${A}" stroke-width="2" fill="none"/>`,
  Lotus: `<g fill="#ff8fab"><path d="M16 4c4 5 4 14 0 20-4-6-4-15 0-20z"/><path d="M4 12c6 0 11 6 12 12-7 0-12-5-12-12zm24 0c-6 0-11 6-12 12 7 0 12-5 12-12z"/></g><path d="M6 27h20" stroke="#2a9d8f" stroke-width="3"/>`,
  Sphinx: `<path d="M3 28v-6l6-3 2-9c1-5 9-5 10 0l2 9h6v9z" fill="#e9c46a"/><path d="M11 10l-2 7h14l-2-7z" fill="${BLUE}"/><circle cx="16" cy="13" r="3" fill="#c9a227"/>`,
  Pyramid: `<path d="M16 4L2 27h28z" fill="#e9c46a"/><path d="M16 4l14 23H16z" fill="#c9a227"/><path d="M8 17h16M5 22h22" stroke="#a47e1b"/>`,
  Mask: `<path d="M7 6h18v10c0 7-4 12-9 12S7 23 7 16z" fill="${GOLD}"/><path d="M10 14h4m4 0h4" stroke="${DARK}" stroke-width="2.5"/><path d="M13 22h6" stroke="${RED}" stroke-width="2"/>`,
  Pharaoh: `<path d="M16 3C8 3 6 9 5 28h22C26 9 24 3 16 3z" fill="${BLUE}"/><path d="M9 8h14M7 14h18M6 20h20" stroke="${A}" stroke-width="2.5"/><path d="M11 10h10v8c0 4-2 7-5 7s-5-3-5-7z" fill="#c68642"/>`,
  // Adventure
  Compass: `<circle cx="16" cy="16" r="13" fill="${SILVER}" stroke="${A}" stroke-width="2.5"/><path d="M16 5l3 11h-6z" fill="${RED}"/><path d="M16 27l3-11h-6z" fill="${DARK}"/>`,
  Map: `<path d="M3 7l8-3 10 3 8-3v21l-8 3-10-3-8 3z" fill="#f1dca7"/><path d="M11 4v21m10-18v21" stroke="#c9a227"/><path d="M7 20c4-1 6-8 12-7m2 2l4-4m0 4l-4-4" stroke="${RED}" stroke-width="1.8" fill="none" stroke-dasharray="2 1"/>`,
  Lantern: `<path d="M12 6h8M16 2v4" stroke="${DARK}" stroke-width="2"/><rect x="9" y="7" width="14" height="20" rx="3" fill="#6c584c"/><rect x="12" y="10" width="8" height="14" rx="2" fill="#ffd23f"/><circle cx="16" cy="18" r="3" fill="#f8961e"/>`,
  Rope: `<g fill="none" stroke="#b08968" stroke-width="3"><circle cx="16" cy="16" r="12"/><circle cx="16" cy="16" r="7.5"/><circle cx="16" cy="16" r="3"/></g>`,
  Idol: `<path d="M10 28l1-8-3-4 2-10h12l2 10-3 4 1 8z" fill="${A}"/><path d="M12 11h3m2 0h3M13 16h6" stroke="${DARK}" stroke-width="2"/>`,
  Chest: `<path d="M4 14c0-6 4-8 12-8s12 2 12 8z" fill="${BROWN}"/><rect x="4" y="14" width="24" height="13" rx="1" fill="#a0522d"/><path d="M4 14h24M10 6v21m12-21v21" stroke="${GOLD}" stroke-width="2"/><rect x="14" y="12" width="4" height="6" fill="${GOLD}"/>`,
  Jeep: `<path d="M3 22v-7l4-1 3-6h10v6h9v8z" fill="#606c38"/><path d="M12 9h6v5h-8z" fill="#bde0fe"/><circle cx="9" cy="23" r="4" fill="${DARK}"/><circle cx="24" cy="23" r="4" fill="${DARK}"/>`,
  Explorer: `<path d="M3 17c0-3 5-4 13-4s13 1 13 4c-4 2-22 2-26 0z" fill="#ddb892"/><path d="M8 14c0-7 4-10 8-10s8 3 8 10z" fill="#e6ccb2"/><path d="M8 13h16" stroke="${BROWN}" stroke-width="2"/><path d="M10 20c0 6 3 9 6 9s6-3 6-9z" fill="#c68642"/>`,
  // Fantasy
  Rune: `<path d="M8 3h16l3 13-3 13H8L5 16z" fill="#6c757d"/><path d="M13 8v16m0-11l7-5m-7 9l7 5" stroke="${A}" stroke-width="2.5" fill="none"/>`,
  Potion: `<path d="M13 3h6v8c5 2 8 6 8 10a11 11 0 0 1-22 0c0-4 3-8 8-10z" fill="#e0e1dd"/><path d="M6 20h20a10 10 0 0 1-20 0z" fill="${A}"/><rect x="12" y="2" width="8" height="3" fill="${BROWN}"/>`,
  Crystal: `<path d="M16 2l8 9-8 19-8-19z" fill="#90e0ef"/><path d="M16 2l8 9-8 19z" fill="#48cae4"/><path d="M8 11h16" stroke="${WHITE}"/>`,
  Scroll: `<rect x="7" y="6" width="18" height="20" fill="#f1dca7"/><rect x="4" y="4" width="24" height="4" rx="2" fill="#c9a227"/><rect x="4" y="24" width="24" height="4" rx="2" fill="#c9a227"/><path d="M10 12h12M10 16h12M10 20h8" stroke="${BROWN}"/>`,
  Wand: `<path d="M5 28L19 14" stroke="${DARK}" stroke-width="3" stroke-linecap="round"/><path d="M22 3l2 5 5 1-4 3 1 5-4-3-4 3 1-5-4-3 5-1z" fill="${A}"/>`,
  Crown: `<path d="M3 10l7 6 6-10 6 10 7-6-3 16H6z" fill="${GOLD}"/><g fill="${RED}"><circle cx="16" cy="20" r="2"/><circle cx="10" cy="21" r="1.5"/><circle cx="22" cy="21" r="1.5"/></g>`,
  Dragon: `<path d="M4 24c4-10 10-14 18-14l-4-6 8 4 3 8-5 3-4-2c-4 1-6 4-7 9z" fill="#2a9d8f"/><path d="M12 17l-6-8 10 3z" fill="#52b788"/><circle cx="24" cy="12" r="1.5" fill="#ffd23f"/><path d="M27 17l3 3" stroke="${RED}" stroke-width="2"/>`,
  Wizard: `<path d="M16 2L6 25h20z" fill="#3a0ca3"/><path d="M2 25h28c0 3-28 3-28 0z" fill="#3a0ca3"/><g transform="translate(10 11) scale(.4)">${STAR(GOLD)}</g>`,
  // Animals
  Paw: `<g fill="${A}"><ellipse cx="16" cy="21" rx="7" ry="6"/><circle cx="8" cy="13" r="3"/><circle cx="13" cy="8" r="3"/><circle cx="19" cy="8" r="3"/><circle cx="24" cy="13" r="3"/></g>`,
  Feather: `<path d="M25 3C12 5 6 15 7 25 17 24 25 14 25 3z" fill="#f9c74f"/><path d="M4 29L22 8" stroke="${BROWN}" stroke-width="2"/>`,
  Fox: `<path d="M4 4l7 7h10l7-7-2 13-10 11L6 17z" fill="#f3722c"/><path d="M10 18l6 10 6-10-6 3z" fill="${WHITE}"/><circle cx="11" cy="15" r="1.5" fill="${DARK}"/><circle cx="21" cy="15" r="1.5" fill="${DARK}"/>`,
  Owl: `<path d="M6 4l4 4h12l4-4v16c0 6-4 9-10 9S6 26 6 20z" fill="${BROWN}"/><g fill="${WHITE}"><circle cx="12" cy="13" r="4"/><circle cx="20" cy="13" r="4"/></g><g fill="${DARK}"><circle cx="12" cy="13" r="2"/><circle cx="20" cy="13" r="2"/></g><path d="M14 18h4l-2 3z" fill="#f8961e"/>`,
  Bear: `<g fill="#7f5539"><circle cx="8" cy="8" r="4"/><circle cx="24" cy="8" r="4"/><circle cx="16" cy="17" r="12"/></g><ellipse cx="16" cy="21" rx="5" ry="4" fill="#ddb892"/><circle cx="16" cy="19" r="1.8" fill="${DARK}"/><circle cx="11" cy="14" r="1.5" fill="${DARK}"/><circle cx="21" cy="14" r="1.5" fill="${DARK}"/>`,
  Eagle: `<path d="M2 9c6 0 10 3 14 8 4-5 8-8 14-8-3 7-8 11-14 13C10 20 5 16 2 9z" fill="#6f4518"/><circle cx="16" cy="14" r="4" fill="${WHITE}"/><path d="M16 15l3 2-3 1z" fill="${GOLD}"/><path d="M13 21l3 8 3-8z" fill="#6f4518"/>`,
  Wolf: `<path d="M5 3l6 7h10l6-7v13l-11 13L5 16z" fill="#6c757d"/><path d="M11 18l5 11 5-11-5 2z" fill="${SILVER}"/><g fill="${GOLD}"><circle cx="11" cy="15" r="1.6"/><circle cx="21" cy="15" r="1.6"/></g>`,
  Lion: `<circle cx="16" cy="16" r="14" fill="#bc6c25"/><circle cx="16" cy="17" r="9" fill="${GOLD}"/><g fill="${DARK}"><circle cx="13" cy="15" r="1.5"/><circle cx="19" cy="15" r="1.5"/></g><path d="M14 20h4l-2 2z" fill="${DARK}"/>`,
  // Classic
  Bar: bar(1),
  'Double Bar': bar(2),
  'Triple Bar': bar(3),
  Horseshoe: `<path d="M8 28V16a8 8 0 0 1 16 0v12" stroke="${SILVER}" stroke-width="5" fill="none"/><g fill="${DARK}"><circle cx="8" cy="20" r="1"/><circle cx="24" cy="20" r="1"/><circle cx="9" cy="13" r="1"/><circle cx="23" cy="13" r="1"/></g>`,
  Clover: `<g fill="${LEAF}"><circle cx="11" cy="10" r="5.5"/><circle cx="21" cy="10" r="5.5"/><circle cx="11" cy="19" r="5.5"/><circle cx="21" cy="19" r="5.5"/></g><path d="M16 16c0 6 2 10 5 13" stroke="${LEAF}" stroke-width="2.5" fill="none"/>`,
  Diamond: `<path d="M9 5h14l6 8-13 16L3 13z" fill="#48cae4"/><path d="M3 13h26M9 5l7 24 7-24" stroke="${WHITE}" fill="none"/>`,
  // Ocean
  Shell: `<path d="M16 28L3 14c3-7 9-10 13-10s10 3 13 10z" fill="#ffb4a2"/><path d="M16 28L9 6m7 22V4m0 24l7-22m-7 22L4 12m12 16l12-16" stroke="#e5989b"/>`,
  Starfish: STAR('#f77f00'),
  Seahorse: `<path d="M19 3c-6 0-8 4-7 8l-5 2 5 1c0 5 4 7 4 11s-4 3-4 1" stroke="${A}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="17" cy="7" r="1.4" fill="${DARK}"/>`,
  Pearl: `<path d="M3 20c3 8 23 8 26 0z" fill="#ffb4a2"/><circle cx="16" cy="15" r="8" fill="#f8f9fa"/><circle cx="13" cy="12" r="2.5" fill="${WHITE}"/>`,
  Turtle: `<ellipse cx="15" cy="17" rx="10" ry="8" fill="#2d6a4f"/><path d="M9 13l6-4 6 4-2 7h-8z" fill="#52b788"/><circle cx="27" cy="15" r="3.5" fill="#95d5b2"/><g fill="#95d5b2"><circle cx="8" cy="25" r="2.5"/><circle cx="22" cy="25" r="2.5"/></g>`,
  Dolphin: `<path d="M3 22c4-9 12-14 22-12l4-4-1 6c2 2 2 4 1 6-8-4-16 0-19 8l-1-5z" fill="#4895ef"/><path d="M13 13l2-6 4 5z" fill="#3a86ff"/><circle cx="24" cy="14" r="1.2" fill="${DARK}"/>`,
  Anchor: `<path d="M16 8v20M10 12h12M5 19c1 6 6 9 11 9s10-3 11-9" stroke="${SILVER}" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="16" cy="6" r="3" stroke="${SILVER}" stroke-width="2.5" fill="none"/>`,
  Mermaid: `<path d="M16 4c3 0 5 3 4 8l-2 8c4 3 6 6 9 6-4 3-8 1-11-2-3 3-7 5-11 2 3 0 5-3 9-6l-2-8c-1-5 1-8 4-8z" fill="#2a9d8f"/><circle cx="16" cy="7" r="3" fill="#f4a261"/><path d="M13 5c-3 3-3 8-1 10" stroke="${A}" stroke-width="2" fill="none"/>`,
  // Space
  Meteor: `<path d="M4 4l12 9M8 2l10 9M2 10l11 6" stroke="#f8961e" stroke-width="2"/><circle cx="20" cy="20" r="9" fill="#6c584c"/><g fill="#4a3f35"><circle cx="17" cy="18" r="2"/><circle cx="23" cy="23" r="2.5"/></g>`,
  Moon: `<path d="M20 3a13 13 0 1 0 9 20A11 11 0 0 1 20 3z" fill="#ffe066"/><circle cx="12" cy="17" r="2" fill="#e9c46a"/>`,
  'Ringed Planet': `<circle cx="16" cy="16" r="9" fill="#f4a261"/><ellipse cx="16" cy="16" rx="15" ry="4.5" transform="rotate(-20 16 16)" stroke="${A}" stroke-width="2.5" fill="none"/>`,
  Satellite: `<rect x="12" y="12" width="8" height="8" fill="${SILVER}" transform="rotate(45 16 16)"/><rect x="2" y="13" width="8" height="6" fill="${BLUE}"/><rect x="22" y="13" width="8" height="6" fill="${BLUE}"/><path d="M10 16h12M16 10V4" stroke="${SILVER}" stroke-width="1.5"/>`,
  Comet: `<path d="M4 4l16 12-6 3z" fill="${A}" opacity=".7"/><circle cx="21" cy="20" r="7" fill="#e0fbfc"/>`,
  Rocket: `<path d="M16 2c5 4 7 10 6 18H10C9 12 11 6 16 2z" fill="${SILVER}"/><circle cx="16" cy="12" r="3" fill="${BLUE}"/><path d="M10 16l-5 8 5-1zm12 0l5 8-5-1z" fill="${RED}"/><path d="M12 21l4 9 4-9z" fill="#f8961e"/>`,
  Alien: `<path d="M16 3c8 0 12 5 12 11S21 29 16 29 4 20 4 14 8 3 16 3z" fill="#80ed99"/><g fill="${DARK}"><ellipse cx="11" cy="15" rx="4" ry="2.5" transform="rotate(25 11 15)"/><ellipse cx="21" cy="15" rx="4" ry="2.5" transform="rotate(-25 21 15)"/></g>`,
  Astronaut: `<circle cx="16" cy="14" r="11" fill="${WHITE}"/><rect x="9" y="9" width="14" height="10" rx="5" fill="${DARK}"/><path d="M12 12l4-1" stroke="${A}" stroke-width="2"/><path d="M7 24h18v5H7z" fill="${SILVER}"/>`,
  // Every theme's wild and scatter: the accent's star and a bonus coin.
  Wild: `${STAR(A)}<circle cx="16" cy="16" r="4" fill="${WHITE}"/>`,
  Bonus: `<circle cx="16" cy="16" r="13" fill="${A}" stroke="${WHITE}" stroke-width="2"/><g transform="translate(6.4 6.4) scale(.6)">${STAR(WHITE)}</g>`,
};
