import { SYMBOL_PICTURES } from '@playline/contract/slot-symbols';

const WHITE = '#fff';

/** A symbol no theme names yet still draws: a gem in a hue of its own place in the paytable. */
const fallback = (hue: number) => `<path d="M16 3l11 10-11 16L5 13z" fill="hsl(${hue} 70% 60%)" stroke="${WHITE}"/>`;

const SVG = 'http://www.w3.org/2000/svg';
const drawn = new Map<string, SVGSVGElement>();

/** The picture of the symbol `name`, named `label` for screen readers (`role="img"`), cloned from a cache. */
export function symbolPicture(name: string, label: string, hue: number): SVGSVGElement {
  const key = `${name}|${label}|${hue}`;
  let picture = drawn.get(key);
  if (!picture) {
    picture = document.createElementNS(SVG, 'svg');
    picture.setAttribute('viewBox', '0 0 32 32');
    picture.setAttribute('role', 'img');
    picture.setAttribute('aria-label', label);
    picture.setAttribute('class', 'symbol');
    picture.innerHTML = SYMBOL_PICTURES[name] ?? fallback(hue);
    drawn.set(key, picture);
  }
  return picture.cloneNode(true) as SVGSVGElement;
}
