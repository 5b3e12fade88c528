import type {
  BlackjackAction,
  RouletteBet,
  RoundOutcome,
  SlotConfig,
  SoloBlackjackAction,
  TableResult,
  WheelSegment,
} from '@playline/contract/casino';

/**
 * The in-house engines' shared shapes. Engines are pure: they take a random source and return what happened, in
 * integer minor units; the rounds service moves the money through the ledger and stores what they return.
 */

/** A source of uniform random integers; `cryptoRng` (node:crypto) in production, seeded ones in simulations. */
export interface Rng {
  /** A uniform integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
}

/** What a round played at once (slot, roulette, crash) returned. `win` is the total paid back, stake included. */
export interface InstantPlay<O extends RoundOutcome = RoundOutcome> {
  win: number;
  outcome: O;
}

/** A slot's parameter set: the frame draws `config`; the engine spins `reelStrips` (one strip per reel). */
export interface SlotVariant {
  key: string;
  config: Omit<SlotConfig, 'engine' | 'theme'>;
  reelStrips: readonly (readonly string[])[];
  /** The return to player as computed exactly from the strips (percent), which the simulation must confirm. */
  rtp: number;
  /** The biggest multiple of the total stake one spin can pay. */
  topMultiplier: number;
}

/** A blackjack hand in progress: private to the server (the shoe must never reach the player). */
export interface BlackjackState {
  shoe: string[];
  player: string[];
  dealer: string[];
  stake: number;
  doubled: boolean;
  /** The insurance side bet taken (0: none). */
  insurance?: number;
  /** Whether the dealer has checked the hole card: not yet while insurance is offered against an ace. */
  peeked?: boolean;
}

/** A blackjack step: the hand as the player may see it, and the state to keep while it is open. */
export interface BlackjackStep {
  state: BlackjackState;
  outcome: Extract<RoundOutcome, { engine: 'blackjack' }>;
  finished: boolean;
  /** Total staked so far (twice the stake once doubled, plus the insurance). */
  stake: number;
  /** Paid back, stake included; 0 until finished. */
  win: number;
}

export type { BlackjackAction, RouletteBet, SoloBlackjackAction, TableResult, WheelSegment };
