import { reducedMotion } from '../dom';
import { colourOf } from './roulette-bets';

/** The single-zero wheel's pockets, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
] as const;
const STEP = 360 / WHEEL_ORDER.length;
/** How long the wheel turns before it stops on the number (ms), and how many whole turns it makes first. */
export const SPIN_MS = 2600;
const TURNS = 4;
const SVG = 'http://www.w3.org/2000/svg';
const FILL = { red: '#c0392b', black: '#1b1b1f', green: '#1e8a4c' } as const;

const svg = (tag: string, attributes: Record<string, string | number>) => {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
};

/** A point on a circle of radius `r` at `degrees` clockwise from the top. */
const at = (r: number, degrees: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(r * Math.cos(radians)).toFixed(2)} ${(r * Math.sin(radians)).toFixed(2)}`;
};

/** The rotor's turn (degrees) that brings `number`'s pocket under the pointer at the top. */
export const restingAngle = (number: number) => -WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]) * STEP;

/**
 * The roulette wheel drawn as SVG (37 coloured pockets with their numbers, a pointer at the top). `spinTo` turns
 * it a few times and stops on the server's number; with reduced motion it is set there at once. Decorative for
 * screen readers: the result is said in words.
 */
export function createRouletteWheel() {
  const rotor = svg('g', { class: 'rotor' });
  WHEEL_ORDER.forEach((number, index) => {
    const from = index * STEP - STEP / 2;
    const to = from + STEP;
    const wedge = svg('path', {
      d: `M ${at(96, from)} A 96 96 0 0 1 ${at(96, to)} L ${at(62, to)} A 62 62 0 0 0 ${at(62, from)} Z`,
      fill: FILL[colourOf(number)],
      stroke: '#d9b45a',
      'stroke-width': 0.6,
    });
    const label = svg('text', {
      transform: `rotate(${index * STEP}) translate(0 -82)`,
      'text-anchor': 'middle',
      'dominant-baseline': 'middle',
      'font-size': 9,
      fill: '#fff',
    });
    label.textContent = String(number);
    rotor.append(wedge, label);
  });
  rotor.append(svg('circle', { r: 60, fill: '#5a3b1c', stroke: '#d9b45a', 'stroke-width': 2 }));
  const pointer = svg('path', { d: 'M -7 -100 L 7 -100 L 0 -86 Z', fill: '#f5d77a', class: 'pointer' });
  const element = svg('svg', { viewBox: '-100 -100 200 200', class: 'wheel', 'aria-hidden': 'true' });
  element.append(rotor, pointer);
  let angle = 0;

  return {
    element,
    /** Turns to `number` (forward, a few turns); resolves once it rests there. */
    spinTo(number: number): Promise<void> {
      const rest = restingAngle(number);
      const still = reducedMotion();
      // On a phone Spin sits below the board: the wheel comes into view to be watched.
      element.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
      // Always forward (clockwise): the next resting angle below the current one, TURNS whole turns further.
      const base = angle - ((((angle - rest) % 360) + 360) % 360);
      angle = still ? base : base - TURNS * 360;
      rotor.style.transition = still ? 'none' : `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.7, 0.2, 1)`;
      rotor.style.transform = `rotate(${angle}deg)`;
      if (still) return Promise.resolve();
      return new Promise((resolve) => setTimeout(resolve, SPIN_MS));
    },
    get angle() {
      return angle;
    },
  };
}
