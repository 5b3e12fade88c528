import * as z from 'zod';
import { moneySchema } from './wallet';

/**
 * What both single-player rounds (casino.ts) and shared live tables (casino-tables.ts) are played with: the session
 * token, stakes, roulette chip stacks, blackjack decisions, cards and the game balance. They live in a file of their
 * own so that casino.ts can re-export the tables without the two files importing each other (an import cycle would
 * leave these constants uninitialised in whichever file loads second).
 */

/** A game session token (opaque, URL-safe). */
export const sessionTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'not a game session token');

export const stakeSchema = moneySchema.min(1);

export const ROULETTE_BET_KINDS = ['straight', 'split', 'street', 'corner', 'line'] as const;
export const ROULETTE_EVEN_KINDS = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
/** One chip stack on the roulette board; the server checks the numbers form the kind's shape on the layout. */
export const rouletteBetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(ROULETTE_BET_KINDS),
    numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6),
    stake: stakeSchema,
  }),
  z.object({ kind: z.enum(['dozen', 'column']), index: z.number().int().min(1).max(3), stake: stakeSchema }),
  z.object({ kind: z.enum(ROULETTE_EVEN_KINDS), stake: stakeSchema }),
]);
export type RouletteBet = z.infer<typeof rouletteBetSchema>;
export const rouletteBetsSchema = z.array(rouletteBetSchema).min(1).max(50);

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double'] as const;
export const blackjackActionSchema = z.enum(BLACKJACK_ACTIONS);
export type BlackjackAction = z.infer<typeof blackjackActionSchema>;
/**
 * A hand played alone also offers insurance when the dealer shows an ace (the shared tables do not): a side bet of
 * half the stake that pays 2:1 if the dealer has blackjack.
 */
export const SOLO_BLACKJACK_ACTIONS = [...BLACKJACK_ACTIONS, 'insurance'] as const;
export const soloBlackjackActionSchema = z.enum(SOLO_BLACKJACK_ACTIONS);
export type SoloBlackjackAction = z.infer<typeof soloBlackjackActionSchema>;

/** Cards are rank + suit: `AS`, `10H`, `KD`, `7C`. */
export const cardSchema = z.string().regex(/^(A|[2-9]|10|J|Q|K)[SHDC]$/);

/** The balance a game session plays with: the wallet's available balance, or the demo session's fun credits. */
export const gameBalanceSchema = z.object({ balance: moneySchema, currencyCode: z.string(), demo: z.boolean() });
export type GameBalance = z.infer<typeof gameBalanceSchema>;
