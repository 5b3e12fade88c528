import type { CasinoEngine } from '@playline/contract/casino';
import { escapeHtml } from '#app/lib/escape-html.ts';
import { hashText } from '#app/modules/sports/feed/prng.ts';
import type { CatalogueEntry } from './entry';
import type { SlotThemeKey } from './themes';
import { cards, crashCurve, pitch, prizeWheel, rouletteWheel } from './thumbnail-emblems';
import { lookOf, paletteVariant, slotEmblem } from './thumbnail-looks';

const WIDTH = 400;
const HEIGHT = 300;
/** The title may use this much of the width; the rest is margin. */
const TEXT_WIDTH = 352;
/** A bold sans-serif glyph is at most about this wide per font size (capitals and wide letters included). */
const GLYPH_WIDTH = 0.64;

/** Colours of the games without a slot theme, by engine: two per engine, picked by the game, so rows vary. */
const PALETTES: Record<Exclude<CasinoEngine, 'slot'>, readonly (readonly [string, string])[]> = {
  roulette: [
    ['#0b3d2e', '#f2c14e'],
    ['#3a0d16', '#f2c14e'],
  ],
  blackjack: [
    ['#0d2b45', '#e0c068'],
    ['#113b2a', '#e0c068'],
  ],
  crash: [
    ['#1a0b3d', '#ff5d8f'],
    ['#06233d', '#4cc9f0'],
  ],
  'live-roulette': [
    ['#3d0b14', '#ffd166'],
    ['#0b2e3d', '#ffd166'],
  ],
  'live-wheel': [
    ['#2b0b3d', '#ffbe0b'],
    ['#3d1f0b', '#ffbe0b'],
  ],
  'live-blackjack': [
    ['#0b2d3d', '#f4d35e'],
    ['#2d0b2b', '#f4d35e'],
  ],
  'virtual-football': [
    ['#0b3d1a', '#b5e48c'],
    ['#0b2a3d', '#b5e48c'],
  ],
};

/** Splits a title into at most two lines, balanced by length (a single word stays on one line). */
export function titleLines(title: string): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  if (words.length < 2 || title.length <= 14) return [title];
  let best: string[] = [title];
  let bestLongest = Number.POSITIVE_INFINITY;
  for (let split = 1; split < words.length; split++) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLongest) [best, bestLongest] = [lines, longest];
  }
  return best;
}

/** The largest font size (at most 40) at which the longest line still fits the text width. */
export const titleFontSize = (lines: readonly string[]): number =>
  Math.min(40, Math.floor(TEXT_WIDTH / (GLYPH_WIDTH * Math.max(...lines.map((line) => line.length)))));

/** Slots: eight heroes (the theme's symbols) in three layouts; every other engine: four variants of its emblem. */
const SLOT_EMBLEMS = 24;
const OTHER_EMBLEMS = 4;
const PALETTES_PER_GAME = 4;

/** What a thumbnail looks like apart from its words: its emblem (by key) and its two colours. */
export function thumbnailLook(entry: CatalogueEntry): { emblem: string; background: string; accent: string } {
  const { game, theme } = entry;
  const slot = game.engine === 'slot';
  const look = lookOf(entry.look, slot ? SLOT_EMBLEMS : OTHER_EMBLEMS, PALETTES_PER_GAME);
  const base: readonly [string, string] = theme
    ? [theme.background, theme.accent]
    : game.engine === 'slot'
      ? ['#1b1b2f', '#ffd166']
      : (PALETTES[game.engine][look.palette % 2] ?? ['#1b1b2f', '#ffd166']);
  const [background, accent] = paletteVariant(base, look.palette);
  const emblem = slot ? `${game.subcategory}:${look.emblem}` : `${game.engine}:${look.emblem}`;
  return { emblem, background, accent };
}

function emblem(entry: CatalogueEntry, key: string, accent: string): string {
  const { game } = entry;
  const variant = Number(key.split(':')[1] ?? 0);
  switch (game.engine) {
    case 'slot':
      return slotEmblem((game.subcategory ?? 'classic') as SlotThemeKey, Math.floor(variant / 8), variant % 8, accent);
    case 'roulette':
    case 'live-roulette':
      return rouletteWheel(200, 100, 78, accent, variant);
    case 'live-wheel':
      return prizeWheel(200, 108, 74, accent, variant);
    case 'blackjack':
    case 'live-blackjack':
      return cards(200, 96, accent, variant);
    case 'crash':
      return crashCurve(accent, variant);
    case 'virtual-football':
      return pitch(accent, variant);
  }
}

/** Soft circles placed by the game's id, so tiles of one theme still look apart in a row. */
function bubbles(id: string, accent: string): string {
  return [0, 1, 2, 3, 4]
    .map((index) => {
      const draw = hashText(`${id}|${index}`);
      const cx = draw % WIDTH;
      const cy = (draw >>> 9) % 200;
      const r = 14 + ((draw >>> 17) % 46);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" opacity="${index % 2 === 0 ? 0.1 : 0.16}"/>`;
    })
    .join('');
}

const liveBadge =
  '<rect x="16" y="16" width="62" height="26" rx="13" fill="#e5383b"/><circle cx="32" cy="29" r="5" fill="#fff"/><text x="60" y="34" font-size="14" font-weight="800" text-anchor="middle" fill="#fff">LIVE</text>';

/** The game's tile picture: its theme's colours, an emblem of its engine, its name and its vendor (4:3). */
export function thumbnailSvg(entry: CatalogueEntry): string {
  const { game } = entry;
  const look = thumbnailLook(entry);
  const { background, accent } = look;
  const lines = titleLines(game.name);
  const size = titleFontSize(lines);
  const firstBaseline = lines.length === 1 ? 232 : 214;
  const title = lines
    .map(
      (line, index) =>
        `<text x="200" y="${firstBaseline + index * (size + 2)}" font-size="${size}" font-weight="800" text-anchor="middle" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="4" paint-order="stroke">${escapeHtml(line)}</text>`,
    )
    .join('');
  const vendorSize = Math.min(15, Math.floor(TEXT_WIDTH / (0.62 * game.vendorName.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" role="img" aria-label="${escapeHtml(game.name)}"><defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#05050a"/></linearGradient><radialGradient id="g" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="${accent}" stop-opacity=".45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#b)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${bubbles(game.id, accent)}${emblem(entry, look.emblem, accent)}${title}<text x="200" y="288" font-size="${vendorSize}" font-weight="600" letter-spacing="1" text-anchor="middle" fill="${accent}">${escapeHtml(game.vendorName.toUpperCase())}</text>${game.tableId === null ? '' : liveBadge}</svg>`;
}
