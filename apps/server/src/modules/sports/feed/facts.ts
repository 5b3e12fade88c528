export interface Score {
  home: number;
  away: number;
}

/** Everything that happened in one simulated match: what scoreboards show and what every market settles on. */
export interface MatchFacts {
  /** What `winner` settles on: goals or points with overtime, sets/maps/legs won, 1–0 for the winner of a fight. */
  final: Score;
  /** Regular time, which 1X2, totals and handicaps of sports with overtime settle on; equals `final` otherwise. */
  regular: Score;
  /** Halves, quarters, innings (with overtime periods), or games / points of each set. */
  periods: Score[];
  firstHalf: Score | null;
  /** Football: goals in match order, with the minute and the scorer (player id). */
  goals: { minute: number; side: 'home' | 'away'; playerId: number }[];
  corners: number;
  cards: number;
  /** MMA: how and in which round the fight ended. */
  method: 'ko' | 'submission' | 'decision' | null;
  roundsFought: number | null;
  /** Tennis: who served the match's first point and every set's points in order (true: home won it). */
  tennis?: TennisPoints;
}

export interface TennisPoints {
  firstHome: boolean;
  sets: boolean[][];
}

export interface Settlement {
  win: string[];
  void?: string[];
}
