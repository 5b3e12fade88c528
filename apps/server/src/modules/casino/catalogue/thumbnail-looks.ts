import { SLOT_SYMBOL_NAMES, SYMBOL_PICTURES } from '@playline/contract/slot-symbols';
import type { SlotThemeKey } from './themes';

/**
 * A game's look within its group: which emblem variant and which palette its thumbnail wears. The n-th game takes
 * the n-th step of a stride through every (emblem, palette) pair: coprime with their count, so no two games of a
 * group share a look until the pairs run out, and never a multiple of the emblems, so neighbours differ in emblem.
 */
export function lookOf(place: number, emblems: number, palettes: number): { emblem: number; palette: number } {
  const total = emblems * palettes;
  let stride = Math.floor(total * 0.38) + 1;
  while (gcd(stride, total) !== 1 || (emblems > 1 && stride % emblems === 0)) stride += 1;
  const step = (place * stride) % total;
  return { emblem: step % emblems, palette: Math.floor(step / emblems) };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** `#rrggbb` with its hue turned by `degrees` (lightness and saturation kept). */
export function shiftHue(hex: string, degrees: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  const h = d === 0 ? 0 : max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const hue = (((h * 60 + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const sector = Math.floor(hue / 60);
  const [r1, g1, b1] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector] ?? [c, x, 0];
  return `#${[r1, g1, b1]
    .map((v) =>
      Math.round(((v ?? 0) + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Four palettes from one: itself, and its background's hue turned either way, the last with the accent turned too. */
export function paletteVariant([background, accent]: readonly [string, string], variant: number): [string, string] {
  const turns = [
    [0, 0],
    [34, 0],
    [-34, 0],
    [0, 150],
  ][variant % 4] ?? [0, 0];
  return [shiftHue(background, turns[0] ?? 0), shiftHue(accent, turns[1] ?? 0)];
}

/** A slot theme's symbol as a picture at (x, y) of `size`, in the game's accent where the drawing uses it. */
export function symbolAt(theme: SlotThemeKey, symbol: number, x: number, y: number, size: number, accent: string) {
  const names = SLOT_SYMBOL_NAMES[theme];
  const markup = SYMBOL_PICTURES[names[symbol % names.length] ?? 'Wild'] ?? '';
  return `<svg x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" viewBox="0 0 32 32" color="${accent}">${markup}</svg>`;
}

/** The three ways a slot's emblem lays its symbols out; `hero` is the symbol the game features. */
export function slotEmblem(theme: SlotThemeKey, layout: number, hero: number, accent: string): string {
  if (layout === 0) {
    // Three reel windows, the middle one raised, showing the hero between its neighbours.
    return [110, 200, 290]
      .map((cx, index) => {
        const cy = index === 1 ? 92 : 100;
        return `<rect x="${cx - 38}" y="${cy - 48}" width="76" height="96" rx="14" fill="#fff" fill-opacity=".1" stroke="${accent}" stroke-width="3"/>${symbolAt(theme, hero + 7 + index, cx, cy, 60, accent)}`;
      })
      .join('');
  }
  if (layout === 1) {
    // The hero large, on a burst of rays.
    const rays = Array.from(
      { length: 12 },
      (_, index) =>
        `<path d="M200 100L${200 + 140 * Math.cos((index * Math.PI) / 6)} ${100 + 140 * Math.sin((index * Math.PI) / 6)}" stroke="${accent}" stroke-width="14" stroke-opacity=".16"/>`,
    ).join('');
    return `${rays}<circle cx="200" cy="100" r="70" fill="#000" fill-opacity=".25" stroke="${accent}" stroke-width="4"/>${symbolAt(theme, hero, 200, 100, 110, accent)}`;
  }
  // The hero between two smaller symbols, tilted towards it.
  return `<g transform="rotate(-14 105 118)">${symbolAt(theme, hero + 3, 105, 118, 76, accent)}</g><g transform="rotate(14 295 118)">${symbolAt(theme, hero + 5, 295, 118, 76, accent)}</g>${symbolAt(theme, hero, 200, 96, 124, accent)}`;
}
