import { TIME } from '../sports';

/** A local kick-off: days from the start of the league's cycle (a Monday for weekly cycles) and the hour. */
export type KickOff = readonly [day: number, hour: number];

/**
 * When a league plays: its rounds repeat every `cycle` from the schedule's epoch (Monday 2024-01-01, local time);
 * each round lists its kick-offs in order of importance, and the round's matches are dealt to them in a seeded
 * order (wrapping round when a round has more matches than kick-offs; the first ones are used when it has fewer).
 * Kick-offs are public (decision 017): a pure function of the seed and the clock.
 */
export interface Calendar {
  cycle: number;
  /** Rounds in the order they are played; each round's first kick-off lies within the cycle. */
  rounds: readonly (readonly KickOff[])[];
  /**
   * Matches take the kick-offs in match order instead of a seeded one: a steady rhythm for the sports that run
   * around the clock (esports, table tennis) and keep the live offer full at night.
   */
  staggered?: boolean;
  /** The venue's hours from UTC when not the league's country's (a tour plays where its tournament is). */
  utcOffset?: number;
}

export const MON = 0;
export const TUE = 1;
export const WED = 2;
export const THU = 3;
export const FRI = 4;
export const SAT = 5;
export const SUN = 6;
/** Days of a fortnight's second week. */
export const NEXT = 7;

/** Kick-offs on one day at each hour given (an hour given twice takes two matches). */
export const on = (day: number, ...hours: number[]): KickOff[] => hours.map((hour) => [day, hour]);

/** Rounds repeating every week (`cycle` 7 days), every fortnight, or every day. */
export const weekly = (...rounds: KickOff[][]): Calendar => ({ cycle: 7 * TIME.DAY, rounds });
export const fortnightly = (...rounds: KickOff[][]): Calendar => ({ cycle: 14 * TIME.DAY, rounds });
export const daily = (...rounds: KickOff[][]): Calendar => ({ cycle: TIME.DAY, rounds });

/** A kick-off's offset from the cycle's start, local time. */
export const offsetOf = ([day, hour]: KickOff): number => day * TIME.DAY + hour * TIME.HOUR;
