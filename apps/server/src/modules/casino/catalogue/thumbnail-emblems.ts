/**
 * The pictures of a thumbnail, drawn with plain shapes (no fonts beyond a few glyphs every system has, no images),
 * each centred on (cx, cy) and sized by `size`.
 */

const RED = '#d62839';
const INK = '#14141f';

/** A roulette wheel: alternating red and black pockets, a green zero's hub, a gold rim. */
export function rouletteWheel(cx: number, cy: number, r: number, accent: string, turn = 0): string {
  const angle = -0.59 + (turn * Math.PI) / 2;
  const [bx, by] = [cx + r * 0.72 * Math.cos(angle), cy + r * 0.72 * Math.sin(angle)];
  const pocket = (2 * Math.PI * r * 0.78) / 36;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="${INK}" stroke-width="${r * 0.3}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="${RED}" stroke-width="${r * 0.3}" stroke-dasharray="${pocket.toFixed(2)} ${pocket.toFixed(2)}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="#1b7a43"/><circle cx="${cx}" cy="${cy}" r="${r * 0.16}" fill="${accent}"/><circle cx="${bx.toFixed(1)}" cy="${by.toFixed(1)}" r="${r * 0.09}" fill="#fff"/>`;
}

/** A prize wheel of bright segments under a pointer. */
export function prizeWheel(cx: number, cy: number, r: number, accent: string, turn = 0): string {
  const colours = ['#ffbe0b', '#fb5607', '#ff006e', '#8338ec', '#3a86ff', '#06d6a0'];
  const segment = (2 * Math.PI * r * 0.5) / 12;
  const rings = colours
    .map(
      (colour, index) =>
        `<circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="none" stroke="${colour}" stroke-width="${r}" stroke-dasharray="${segment.toFixed(2)} ${(segment * 5).toFixed(2)}" stroke-dashoffset="${(-segment * index).toFixed(2)}"/>`,
    )
    .join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r + 6}" fill="${accent}"/><g transform="rotate(${turn * 20} ${cx} ${cy})">${rings}</g><circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="#fff"/><path d="M${cx - 12} ${cy - r - 14}h24l-12 22z" fill="#fff"/>`;
}

const PAIRS = [
  ['A', '♠', 'K', '♥'],
  ['Q', '♦', 'J', '♣'],
  ['K', '♣', 'A', '♦'],
  ['J', '♥', 'Q', '♠'],
] as const;
const suitColour = (suit: string) => (suit === '♥' || suit === '♦' ? RED : INK);

/** Two playing cards fanned out, one of four pairs. */
export function cards(cx: number, cy: number, accent: string, pair = 0): string {
  const [rank1, suit1, rank2, suit2] = PAIRS[pair % PAIRS.length] ?? PAIRS[0];
  const card = (dx: number, angle: number, rank: string, suit: string, colour: string) =>
    `<g transform="rotate(${angle} ${cx + dx} ${cy + 60})"><rect x="${cx + dx - 40}" y="${cy - 56}" width="80" height="112" rx="10" fill="#fff" stroke="${accent}" stroke-width="3"/><text x="${cx + dx - 28}" y="${cy - 24}" font-size="28" font-weight="800" fill="${colour}">${rank}</text><text x="${cx + dx}" y="${cy + 30}" font-size="44" text-anchor="middle" fill="${colour}">${suit}</text></g>`;
  return card(-26, -12, rank1, suit1, suitColour(suit1)) + card(26, 10, rank2, suit2, suitColour(suit2));
}

/** A crash curve climbing to a rocket-like arrow, one of four climbs. */
export function crashCurve(accent: string, climb = 0): string {
  const [x, y, bend] = (
    [
      [300, 60, 210],
      [330, 40, 250],
      [270, 50, 180],
      [340, 90, 230],
    ] as const
  )[climb % 4] ?? [300, 60, 210];
  return `<path d="M60 170Q${bend} 165 ${x} ${y}" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M60 170Q${bend} 165 ${x} ${y}V170Z" fill="${accent}" opacity=".18"/><path d="M${x} ${y - 20}l22 38-22-9-22 9z" fill="#fff" transform="rotate(40 ${x} ${y})"/>`;
}

/** A football pitch seen from above with a ball on the centre spot. */
export function pitch(accent: string, spot = 0): string {
  const bx = 200 + ([0, -70, 70, -35][spot % 4] ?? 0);
  return `<rect x="70" y="30" width="260" height="150" rx="6" fill="none" stroke="${accent}" stroke-width="4"/><path d="M200 30v150" stroke="${accent}" stroke-width="4"/><circle cx="200" cy="105" r="30" fill="none" stroke="${accent}" stroke-width="4"/><rect x="70" y="75" width="34" height="60" fill="none" stroke="${accent}" stroke-width="4"/><rect x="296" y="75" width="34" height="60" fill="none" stroke="${accent}" stroke-width="4"/><circle cx="${bx}" cy="105" r="14" fill="#fff" stroke="${INK}" stroke-width="2"/><path d="M${bx} 98l6 4-2 7h-8l-2-7z" fill="${INK}"/>`;
}
