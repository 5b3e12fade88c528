import type { SportKey } from '@playline/contract/sports';
import { driftAt } from './drift';
import { logistic } from './pricing/distributions';
import { rand } from './prng';
import type { SimEvent } from './schedule';
import { type Serve, setChance } from './tennis/chances';

/** One event's expectations at a moment: what the pricing and the match simulation both start from. */
export type EventModel =
  | { kind: 'poisson'; home: number; away: number; corners: number; cards: number }
  | { kind: 'normal'; home: number; away: number; sd: number }
  /** `p`: home's chance of a set; tennis adds each player's chance of a point on serve, which `p` follows from. */
  | { kind: 'sets'; p: number; toWin: number; serve?: Serve }
  | { kind: 'fight'; p: number; finish: number };

/** How much one unit of rating difference moves each sport's expectations. */
export const RATING_SCALE: Record<SportKey, number> = {
  football: 0.3,
  basketball: 5,
  tennis: 0.5,
  'ice-hockey': 0.25,
  volleyball: 0.4,
  handball: 0.05,
  baseball: 0.15,
  'american-football': 4,
  'table-tennis': 0.35,
  esports: 0.4,
  mma: 0.6,
  darts: 0.2,
  'virtual-football': 0.3,
};

/** Points a player wins on their own serve on the tour, and how much a unit of rating edge moves it. */
export const TENNIS_SERVE = 0.63;
const TENNIS_SERVE_PER_EDGE = 0.03;

/**
 * The model at `at`; `at = null` leaves the drift out, which fixes the lines of totals and handicaps for the
 * event's whole life (a line offered once is still there to settle at the end).
 */
export function eventModel(seed: string, event: SimEvent, at: number | null): EventModel {
  const { model } = event.league.profile;
  const competitors = event.league.competitors;
  const home = competitors[(event.home.id % 100) - 1]!;
  const away = competitors[(event.away.id % 100) - 1]!;
  const drift = at === null ? { strength: 0, total: 0 } : driftAt(seed, event.id, event.startsAt, at);
  const scale = RATING_SCALE[event.sport];
  // The drift moves the rating difference, so every sport feels it in its own units.
  const edge = (home.rating - away.rating + drift.strength) * scale;
  switch (model.kind) {
    case 'poisson': {
      const total = Math.exp(drift.total) * model.meanPerSide;
      return {
        kind: 'poisson',
        home: total * Math.exp(edge / 2 + model.homeAdvantage),
        away: total * Math.exp(-edge / 2),
        corners: 9 + 3 * rand(seed, 'corners', event.id) + drift.total * 5,
        cards: 3.2 + 2 * rand(seed, 'cards', event.id) + drift.total * 3,
      };
    }
    case 'normal': {
      const total = Math.exp(drift.total) * model.meanPerSide;
      const shift = (model.homeAdvantage + edge) / 2;
      return { kind: 'normal', home: total + shift, away: total - shift, sd: model.sd };
    }
    case 'sets': {
      if (event.sport !== 'tennis') return { kind: 'sets', p: logistic(edge), toWin: model.toWin };
      // Tennis is played point by point: the rating edge moves each player's serve from the tour's 63 %.
      const shift = Math.max(-0.2, Math.min(0.2, TENNIS_SERVE_PER_EDGE * edge));
      const serve = { home: TENNIS_SERVE + shift, away: TENNIS_SERVE - shift };
      return { kind: 'sets', p: setChance(serve), toWin: model.toWin, serve };
    }
    case 'fight':
      return { kind: 'fight', p: logistic(edge), finish: 0.5 + 0.15 * rand(seed, 'finish', event.id) };
  }
}
