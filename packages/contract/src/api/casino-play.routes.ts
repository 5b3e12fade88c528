import { route } from '../http/route';
import type {
  crashCashOutRequestSchema,
  gameSessionSchema,
  playRoundRequestSchema,
  rotateSeedsRequestSchema,
  rotateSeedsResultSchema,
  roundActionRequestSchema,
  roundParamsSchema,
  roundQuerySchema,
  roundResultSchema,
  sessionQuerySchema,
  tableBetRequestSchema,
  tableBetResultSchema,
  tableDecisionRequestSchema,
  tableDecisionResultSchema,
  tableParamsSchema,
} from './casino';

/**
 * What the game frame calls while a game is open (its own entry, `game-frame.html`): kept apart from the lobby's
 * routes so the chunk both entries share stays out of the player's first load. Schemas in `casino.endpoints.ts`.
 */

export const getGameSession = route(
  'GET',
  '/api/casino/session',
  {} as {
    query: typeof sessionQuerySchema;
    response: typeof gameSessionSchema;
  },
);

export const playRound = route(
  'POST',
  '/api/casino/rounds',
  {} as {
    body: typeof playRoundRequestSchema;
    response: typeof roundResultSchema;
  },
);

export const actOnRound = route(
  'POST',
  '/api/casino/rounds/:roundId/actions',
  {} as {
    params: typeof roundParamsSchema;
    body: typeof roundActionRequestSchema;
    response: typeof roundResultSchema;
  },
);

export const getRound = route(
  'GET',
  '/api/casino/rounds/:roundId',
  {} as {
    params: typeof roundParamsSchema;
    query: typeof roundQuerySchema;
    response: typeof roundResultSchema;
  },
);

export const cashOutRound = route(
  'POST',
  '/api/casino/rounds/:roundId/cash-out',
  {} as {
    params: typeof roundParamsSchema;
    body: typeof crashCashOutRequestSchema;
    response: typeof roundResultSchema;
  },
);

// ── provably fair play ───────────────────────────────────────────────────────────────────────────────────────

export const rotateSeeds = route(
  'POST',
  '/api/casino/fairness/rotate',
  {} as {
    body: typeof rotateSeedsRequestSchema;
    response: typeof rotateSeedsResultSchema;
  },
);

export const placeTableBet = route(
  'POST',
  '/api/casino/tables/:tableId/bets',
  {} as {
    params: typeof tableParamsSchema;
    body: typeof tableBetRequestSchema;
    response: typeof tableBetResultSchema;
  },
);

export const decideTableHand = route(
  'POST',
  '/api/casino/tables/:tableId/decisions',
  {} as {
    params: typeof tableParamsSchema;
    body: typeof tableDecisionRequestSchema;
    response: typeof tableDecisionResultSchema;
  },
);
