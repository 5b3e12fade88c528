import type { SlotThemeKey } from './themes';

/**
 * The pictures of a thumbnail, drawn with plain shapes (no fonts beyond a few glyphs every system has, no images),
 * each centred on (cx, cy) and sized by `size`.
 */

const RED = '#d62839';
const INK = '#14141f';

/** A slot theme's symbol, drawn inside a reel window. */
export function motif(theme: string, cx: number, cy: number, size: number, colour: string): string {
  const s = size / 2;
  switch (theme as SlotThemeKey) {
    case 'fruits':
      return `<path d="M${cx} ${cy - s * 0.9}q${s * 0.2} ${s * 0.6} ${-s * 0.5} ${s}M${cx} ${cy - s * 0.9}q${s * 0.1} ${s * 0.6} ${s * 0.45} ${s}" stroke="#3a7d44" stroke-width="${s * 0.12}" fill="none"/><circle cx="${cx - s * 0.5}" cy="${cy + s * 0.3}" r="${s * 0.38}" fill="${RED}"/><circle cx="${cx + s * 0.45}" cy="${cy + s * 0.3}" r="${s * 0.38}" fill="${RED}"/>`;
    case 'ancient':
      return `<path d="M${cx} ${cy - s * 0.8}L${cx + s * 0.9} ${cy + s * 0.7}H${cx - s * 0.9}Z" fill="${colour}"/><path d="M${cx} ${cy - s * 0.8}L${cx + s * 0.25} ${cy + s * 0.7}H${cx - s * 0.2}Z" fill="#000" opacity=".18"/>`;
    case 'adventure':
      return `<circle cx="${cx}" cy="${cy}" r="${s * 0.8}" fill="none" stroke="${colour}" stroke-width="${s * 0.12}"/><path d="M${cx} ${cy - s * 0.65}L${cx + s * 0.2} ${cy}L${cx} ${cy + s * 0.65}L${cx - s * 0.2} ${cy}Z" fill="${colour}"/>`;
    case 'fantasy':
      return `<path d="M${cx} ${cy - s * 0.9}L${cx + s * 0.55} ${cy - s * 0.2}L${cx} ${cy + s * 0.9}L${cx - s * 0.55} ${cy - s * 0.2}Z" fill="${colour}"/><path d="M${cx - s * 0.55} ${cy - s * 0.2}H${cx + s * 0.55}" stroke="#fff" stroke-opacity=".5" stroke-width="${s * 0.06}"/>`;
    case 'animals':
      return `<ellipse cx="${cx}" cy="${cy + s * 0.3}" rx="${s * 0.45}" ry="${s * 0.38}" fill="${colour}"/>${[
        -0.6, -0.22, 0.22, 0.6,
      ]
        .map(
          (dx, i) =>
            `<circle cx="${cx + s * dx}" cy="${cy - s * (i === 0 || i === 3 ? 0.2 : 0.5)}" r="${s * 0.18}" fill="${colour}"/>`,
        )
        .join('')}`;
    case 'ocean':
      return `<path d="M${cx - s * 0.9} ${cy}q${s * 0.45} ${-s * 0.5} ${s * 0.9} 0t${s * 0.9} 0M${cx - s * 0.9} ${cy + s * 0.45}q${s * 0.45} ${-s * 0.5} ${s * 0.9} 0t${s * 0.9} 0" stroke="${colour}" stroke-width="${s * 0.16}" fill="none" stroke-linecap="round"/>`;
    case 'space':
      return `<circle cx="${cx}" cy="${cy}" r="${s * 0.5}" fill="${colour}"/><ellipse cx="${cx}" cy="${cy}" rx="${s * 0.95}" ry="${s * 0.28}" fill="none" stroke="#fff" stroke-width="${s * 0.08}" transform="rotate(-20 ${cx} ${cy})"/>`;
    default:
      return `<text x="${cx}" y="${cy + s * 0.55}" font-size="${s * 1.6}" font-weight="900" text-anchor="middle" fill="${RED}" stroke="#fff" stroke-width="${s * 0.06}">7</text>`;
  }
}

/** Three reel windows, the middle one raised. */
export function reels(theme: string, accent: string): string {
  return [110, 200, 290]
    .map((cx, index) => {
      const cy = index === 1 ? 92 : 100;
      return `<rect x="${cx - 38}" y="${cy - 48}" width="76" height="96" rx="14" fill="#fff" fill-opacity=".1" stroke="${accent}" stroke-width="3"/>${motif(theme, cx, cy, 54, accent)}`;
    })
    .join('');
}

/** A roulette wheel: alternating red and black pockets, a green zero's hub, a gold rim. */
export function rouletteWheel(cx: number, cy: number, r: number, accent: string): string {
  const pocket = (2 * Math.PI * r * 0.78) / 36;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="${INK}" stroke-width="${r * 0.3}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="${RED}" stroke-width="${r * 0.3}" stroke-dasharray="${pocket.toFixed(2)} ${pocket.toFixed(2)}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="#1b7a43"/><circle cx="${cx}" cy="${cy}" r="${r * 0.16}" fill="${accent}"/><circle cx="${cx + r * 0.6}" cy="${cy - r * 0.4}" r="${r * 0.09}" fill="#fff"/>`;
}

/** A prize wheel of bright segments under a pointer. */
export function prizeWheel(cx: number, cy: number, r: number, accent: string): string {
  const colours = ['#ffbe0b', '#fb5607', '#ff006e', '#8338ec', '#3a86ff', '#06d6a0'];
  const segment = (2 * Math.PI * r * 0.5) / 12;
  const rings = colours
    .map(
      (colour, index) =>
        `<circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="none" stroke="${colour}" stroke-width="${r}" stroke-dasharray="${segment.toFixed(2)} ${(segment * 5).toFixed(2)}" stroke-dashoffset="${(-segment * index).toFixed(2)}"/>`,
    )
    .join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r + 6}" fill="${accent}"/>${rings}<circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="#fff"/><path d="M${cx - 12} ${cy - r - 14}h24l-12 22z" fill="#fff"/>`;
}

/** Two playing cards fanned out. */
export function cards(cx: number, cy: number, accent: string): string {
  const card = (dx: number, angle: number, rank: string, suit: string, colour: string) =>
    `<g transform="rotate(${angle} ${cx + dx} ${cy + 60})"><rect x="${cx + dx - 40}" y="${cy - 56}" width="80" height="112" rx="10" fill="#fff" stroke="${accent}" stroke-width="3"/><text x="${cx + dx - 28}" y="${cy - 24}" font-size="28" font-weight="800" fill="${colour}">${rank}</text><text x="${cx + dx}" y="${cy + 30}" font-size="44" text-anchor="middle" fill="${colour}">${suit}</text></g>`;
  return card(-26, -12, 'A', '♠', INK) + card(26, 10, 'K', '♥', RED);
}

/** A crash curve climbing to a rocket-like arrow. */
export function crashCurve(accent: string): string {
  return `<path d="M60 170Q210 165 300 60" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M60 170Q210 165 300 60V170Z" fill="${accent}" opacity=".18"/><path d="M300 40l22 38-22-9-22 9z" fill="#fff" transform="rotate(40 300 60)"/>`;
}

/** A football pitch seen from above with a ball on the centre spot. */
export function pitch(accent: string): string {
  return `<rect x="70" y="30" width="260" height="150" rx="6" fill="none" stroke="${accent}" stroke-width="4"/><path d="M200 30v150" stroke="${accent}" stroke-width="4"/><circle cx="200" cy="105" r="30" fill="none" stroke="${accent}" stroke-width="4"/><rect x="70" y="75" width="34" height="60" fill="none" stroke="${accent}" stroke-width="4"/><rect x="296" y="75" width="34" height="60" fill="none" stroke="${accent}" stroke-width="4"/><circle cx="200" cy="105" r="14" fill="#fff" stroke="${INK}" stroke-width="2"/><path d="M200 98l6 4-2 7h-8l-2-7z" fill="${INK}"/>`;
}
