import * as z from 'zod';
import {
  blackjackActionSchema,
  cardSchema,
  gameBalanceSchema,
  rouletteBetsSchema,
  sessionTokenSchema,
  stakeSchema,
} from './casino-common';
import { seedHashSchema, tableFairnessSchema } from './casino-fairness';
import { moneySchema } from './wallet';

/**
 * Shared live tables (issue 7): a round every few seconds that every seated player watches over the hub, bets placed
 * while its window is open, settled when its result is shown. Re-exported from casino.ts; the hub's messages import
 * this file directly.
 */

export const WHEEL_SEGMENTS = ['1', '2', '5', '10', '20', '40'] as const;
export const wheelSegmentSchema = z.enum(WHEEL_SEGMENTS);
export type WheelSegment = z.infer<typeof wheelSegmentSchema>;
/** The money wheel's top slot: if the wheel stops on `segment`, its pay is multiplied (a '5' at 3x pays 15:1). */
export const wheelBoostSchema = z.object({ segment: wheelSegmentSchema, multiplier: z.number().int().min(2) });
export type WheelBoost = z.infer<typeof wheelBoostSchema>;

/** A table round's result: a roulette number, a wheel segment, or the dealer's and the common cards (blackjack). */
export const tableResultSchema = z.discriminatedUnion('engine', [
  z.object({
    engine: z.literal('live-roulette'),
    number: z.number().int().min(0).max(36),
    color: z.enum(['red', 'black', 'green']),
  }),
  z.object({
    engine: z.literal('live-wheel'),
    segment: wheelSegmentSchema,
    index: z.number().int(),
    /**
     * The top slot's pick for the round. Optional: results drawn before the wheel had a top slot have none, and a
     * frame that does not show it still shows the right segment (the settlement carries the win).
     */
    boost: wheelBoostSchema.optional(),
  }),
  z.object({
    engine: z.literal('live-blackjack'),
    /** The shared card sequence in dealing order: everyone's first two cards, then what each hit draws. */
    cards: z.array(cardSchema),
    dealer: z.array(cardSchema),
    dealerTotal: z.number().int(),
  }),
]);
export type TableResult = z.infer<typeof tableResultSchema>;

export const TABLE_PHASES = ['betting', 'playing', 'result'] as const;
/** GET /api/casino/tables/:tableId, and the hub's `table:<id>` message: where the table's round stands. */
export const tableStateSchema = z.object({
  tableId: z.number().int(),
  engine: z.enum(['live-roulette', 'live-wheel', 'live-blackjack']),
  roundId: z.number().int(),
  phase: z.enum(TABLE_PHASES),
  /** Epoch ms; bets are taken while `serverTime < bettingClosesAt`. */
  bettingClosesAt: z.number(),
  nextRoundAt: z.number(),
  serverTime: z.number(),
  /** The current round's result once drawn. */
  result: tableResultSchema.nullable(),
  /** Earlier rounds' results, latest first (at most 20). */
  history: z.array(tableResultSchema),
  /** Players seated now (sockets on the table's channel, across instances as far as known). */
  seated: z.number().int(),
  /** Live blackjack: the common cards dealt so far in the decision phase. */
  dealt: z.array(cardSchema).optional(),
  /** The round's commitment (decision 018): its hash from the time betting opens, its seed once the result is shown. */
  fairness: tableFairnessSchema.optional(),
});
export type TableState = z.infer<typeof tableStateSchema>;
export const tableParamsSchema = z.object({ tableId: z.coerce.number().int().positive().max(10_000) });

/** POST /api/casino/tables/:tableId/bets (Idempotency-Key, XSRF): 409 once the betting window closed. */
export const tableBetRequestSchema = z.object({
  token: sessionTokenSchema,
  roundId: z.number().int().positive(),
  bet: z.discriminatedUnion('engine', [
    z.object({ engine: z.literal('live-roulette'), bets: rouletteBetsSchema }),
    z.object({
      engine: z.literal('live-wheel'),
      bets: z
        .array(z.object({ segment: wheelSegmentSchema, stake: stakeSchema }))
        .min(1)
        .max(6),
    }),
    z.object({ engine: z.literal('live-blackjack'), stake: stakeSchema }),
  ]),
});
export type TableBetRequest = z.infer<typeof tableBetRequestSchema>;
export const tableBetResultSchema = z.object({
  betId: z.number().int(),
  roundId: z.number().int(),
  stake: moneySchema,
  balance: gameBalanceSchema,
});
export type TableBetResult = z.infer<typeof tableBetResultSchema>;

/** POST /api/casino/tables/:tableId/decisions (live blackjack): stand after `hits` cards, or double. */
export const tableDecisionRequestSchema = z.object({
  token: sessionTokenSchema,
  roundId: z.number().int().positive(),
  action: blackjackActionSchema,
});

/** The answer to a live blackjack decision: the player's hand on the common cards so far. */
export const tableDecisionResultSchema = z.object({
  roundId: z.number().int(),
  cards: z.array(cardSchema),
  total: z.number().int(),
  /** Total staked (twice the bet once doubled). */
  stake: moneySchema,
  doubled: z.boolean(),
  /** The hand takes no more decisions (stood, doubled, 21 or bust); it is paid when the round's result is shown. */
  finished: z.boolean(),
  /**
   * A card was asked for (hit or double) and is shown once every seat still playing has decided this step (or the
   * step's time is up): it then comes as the next of the table's `dealt` cards.
   */
  waiting: z.boolean().optional(),
  /** The balance after a double (its second stake); null when no money moved. */
  balance: gameBalanceSchema.nullable(),
});
export type TableDecisionResult = z.infer<typeof tableDecisionResultSchema>;

/** Live blackjack: the player's own hand on the round's common cards as it was paid, and how it ended. */
export const tableHandSchema = z.object({
  cards: z.array(cardSchema),
  total: z.number().int(),
  result: z.enum(['blackjack', 'win', 'push', 'lose', 'bust']),
});
export type TableHand = z.infer<typeof tableHandSchema>;

/** The player's hub channel: a table bet was settled, won or lost. */
export const tableSettledSchema = z.object({
  type: z.literal('table_settled'),
  tableId: z.number().int(),
  roundId: z.number().int(),
  stake: moneySchema,
  win: moneySchema,
  /** The balance after the win was paid; null for a loss (no money moved at settlement). */
  balance: gameBalanceSchema.nullable(),
  /** Live blackjack only. */
  hand: tableHandSchema.optional(),
});
export type TableSettled = z.infer<typeof tableSettledSchema>;

/** The public `table:<id>` hub channel. */
export const tableUpdateSchema = z.object({ type: z.literal('table'), ...tableStateSchema.shape });
export type TableUpdate = z.infer<typeof tableUpdateSchema>;

/** GET /api/casino/tables/:tableId/rounds/:roundId/fairness: one round's commitment, and its seed once it is over. */
export const tableRoundParamsSchema = tableParamsSchema.extend({
  roundId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const tableRoundFairnessSchema = z.object({
  tableId: z.number().int(),
  roundId: z.number().int(),
  serverSeedHash: seedHashSchema,
  /** Null until the round's result was shown. */
  serverSeed: z.string().nullable(),
  /** The stream's inputs besides the seed: `table-<tableId>` and the round's id. */
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The full draw (every common card of a blackjack round) once the round is over. */
  result: tableResultSchema.nullable(),
});
export type TableRoundFairness = z.infer<typeof tableRoundFairnessSchema>;
