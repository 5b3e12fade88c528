import type { Market, MarketGroup, MarketType, OpenStatus } from '@playline/contract/sports';

export const MAX_ODDS = 1000;

/** Bookmaker margins: the sum of implied probabilities of a market is 1 + margin. */
export const MARGIN = {
  main: 0.05,
  line: 0.06,
  half: 0.08,
  specials: 0.1,
  correctScore: 0.18,
  players: 0.25,
  outright: 0.2,
} as const;

export interface PricedOutcome {
  code: string;
  name?: string;
  /** Fair probability; the outcomes of a market sum to 1. */
  p: number;
}

/**
 * Odds with the margin spread so that longer prices carry more of it (the favourite–longshot bias bookmakers
 * show): implied = p + margin · (1 − p) / (n − 1), whose sum is exactly 1 + margin and which never reaches 1.
 */
export function applyMargin(outcomes: readonly PricedOutcome[], margin: number, places = 1): number[] {
  const spread = outcomes.length > 1 ? margin / (outcomes.length - 1) : 0;
  return outcomes.map(({ p }) => {
    // With several winning outcomes per result (double chance) the chances sum to `places`: scale to one and back.
    const share = p / places;
    const implied = (share + spread * (1 - share)) * places;
    return Math.min(MAX_ODDS, Math.max(1.01, Math.round(100 / implied) / 100));
  });
}

export interface MarketShape {
  type: MarketType;
  line: number | null;
  group: MarketGroup;
  builder: boolean;
  margin: number;
  /** How many outcomes win at once (2 for double chance); 1 when omitted. */
  places?: number;
  outcomes: PricedOutcome[];
}

export function marketKey(type: MarketType, line: number | null): string {
  return line === null ? type : `${type}:${line}`;
}

/**
 * Whether a price would give the player an edge: rounding to the cent and the 1.01 floor can price a near-certain
 * outcome (p above about 0.99) at or above its fair odds, which backing every such outcome would beat on average.
 */
export const givesPlayerEdge = (odds: number, p: number) => odds * p >= 1;

/** The market as the catalogue shows it; an outcome whose price would give the player an edge is suspended. */
export function toMarket(eventId: number, shape: MarketShape, status: OpenStatus): Market {
  const key = marketKey(shape.type, shape.line);
  const odds = applyMargin(shape.outcomes, shape.margin, shape.places);
  return {
    key,
    type: shape.type,
    line: shape.line,
    group: shape.group,
    status,
    builder: shape.builder,
    outcomes: shape.outcomes.map((outcome, index) => ({
      id: `${eventId}/${key}/${outcome.code}`,
      code: outcome.code,
      ...(outcome.name === undefined ? {} : { name: outcome.name }),
      odds: odds[index]!,
      status: status === 'open' && givesPlayerEdge(odds[index]!, outcome.p) ? 'suspended' : status,
    })),
  };
}
