import { isVirtualSport, MARKET_GROUPS } from '@playline/contract/sports';
import type { EventModel } from '../models';
import { marketKey } from '../pricing/margin';
import type { SimEvent } from '../schedule';
import { virtualMain, virtualMarkets } from '../virtual/markets';
import { fightMarkets, fightWinner } from './fight';
import { footballMain, footballMarkets } from './football';
import { type GoalSport, goalSportMain, goalSportMarkets } from './goal-sports';
import { pointsMarkets, pointsWinner } from './point-sports';
import { setMarkets, setWinner } from './set-sports';
import type { MarketSpec } from './spec';
import { type TennisModel, tennisMarkets, tennisSettlementSpecs } from './tennis';

/** A football match's teams (squads for the scorer markets) and expectations, as the football markets take them. */
export function footballInput(event: SimEvent, model: Extract<EventModel, { kind: 'poisson' }>) {
  const competitors = event.league.competitors;
  return {
    home: competitors[(event.home.id % 100) - 1]!,
    away: competitors[(event.away.id % 100) - 1]!,
    homeGoals: model.home,
    awayGoals: model.away,
    corners: model.corners,
    cards: model.cards,
  };
}

/**
 * Every market of the event in prominence order (the main market first). `centre` is the model without drift,
 * which places lines of totals and handicaps.
 */
export function marketSpecs(event: SimEvent, model: EventModel, centre: EventModel): MarketSpec[] {
  switch (model.kind) {
    case 'poisson': {
      if (isVirtualSport(event.sport)) return virtualMarkets(footballInput(event, model));
      if (event.sport !== 'football') {
        return goalSportMarkets(event.sport as GoalSport, model.home, model.away, centre as typeof model);
      }
      return footballMarkets(footballInput(event, model));
    }
    case 'normal':
      return pointsMarkets(model, centre as typeof model, event.sport === 'basketball' ? 4 : 3);
    case 'sets':
      return model.serve ? tennisMarkets(model as TennisModel) : setMarkets(model.p, model.toWin);
    case 'fight':
      return fightMarkets({ ...model, rounds: 3 });
  }
}

/**
 * The rules a finished event settles by: its pre-match markets plus those it offers only in play (tennis: the
 * sets and games after the first), each market once.
 */
export function settlementSpecs(event: SimEvent, model: EventModel, centre: EventModel): MarketSpec[] {
  const specs = marketSpecs(event, model, centre);
  if (model.kind !== 'sets' || !model.serve) return specs;
  const known = new Set(specs.map((spec) => marketKey(spec.type, spec.line)));
  return [
    ...specs,
    ...tennisSettlementSpecs(model.toWin).filter((spec) => !known.has(marketKey(spec.type, spec.line))),
  ];
}

/** The main market alone, without computing the others (lists show hundreds of these). */
export function mainSpec(event: SimEvent, model: EventModel): MarketSpec {
  switch (model.kind) {
    case 'poisson':
      if (isVirtualSport(event.sport)) return virtualMain({ homeGoals: model.home, awayGoals: model.away });
      return event.sport === 'football'
        ? footballMain({ homeGoals: model.home, awayGoals: model.away })
        : goalSportMain(event.sport as GoalSport, model.home, model.away);
    case 'normal':
      return pointsWinner(model);
    case 'sets':
      return setWinner(model.p, model.toWin);
    case 'fight':
      return fightWinner(model);
  }
}

const GROUP_ORDER = new Map(MARKET_GROUPS.map((group, index) => [group, index]));

/** Stable sort by tab order, keeping prominence order within a group. */
export function inTabOrder(specs: MarketSpec[]): MarketSpec[] {
  return specs
    .map((spec, index) => ({ spec, index }))
    .sort((a, b) => GROUP_ORDER.get(a.spec.group)! - GROUP_ORDER.get(b.spec.group)! || a.index - b.index)
    .map(({ spec }) => spec);
}
