import { endpoint } from '../http/endpoint';
import {
  casinoFavouritesSchema,
  casinoGameSchema,
  categoriesSchema,
  crashCashOutRequestSchema,
  gameParamsSchema,
  gameSessionSchema,
  gamesPageSchema,
  gamesQuerySchema,
  launchRequestSchema,
  launchResultSchema,
  lobbyQuerySchema,
  lobbySchema,
  playRoundRequestSchema,
  recentGamesSchema,
  revealedSeedSchema,
  rotateSeedsRequestSchema,
  rotateSeedsResultSchema,
  roundActionRequestSchema,
  roundParamsSchema,
  roundQuerySchema,
  roundResultSchema,
  seedParamsSchema,
  sessionQuerySchema,
  tableBetRequestSchema,
  tableBetResultSchema,
  tableDecisionRequestSchema,
  tableDecisionResultSchema,
  tableParamsSchema,
  tableRoundFairnessSchema,
  tableRoundParamsSchema,
  tableStateSchema,
  thumbnailParamsSchema,
  vendorsQuerySchema,
  vendorsSchema,
} from './casino';
import * as routes from './casino.routes';
import * as games from './casino-games.routes';
import * as play from './casino-play.routes';

const tags = ['casino'];
/** Anyone: the brand's lobby areas apply (403 where it has none); real play checks the session itself. */
const open = { tags, auth: 'none' } as const;
const player = { tags, auth: 'session' } as const;
/** What a game session's calls may answer beyond bad input: no or an ended session, a closed area, a busy round. */
const sessionErrors = [401, 403, 404, 409, 422] as const;

export const casinoEndpoints = {
  getLobby: endpoint(routes.getLobby, {
    ...open,
    summary: "A home page: its categories' first games in the brand's order, and its vendors",
    query: lobbyQuerySchema,
    response: lobbySchema,
  }),
  getCategories: endpoint(games.getCategories, {
    ...open,
    summary: "A lobby's categories with their subcategories and counts",
    query: lobbyQuerySchema,
    response: categoriesSchema,
  }),
  getGames: endpoint(games.getGames, {
    ...open,
    summary: 'A filtered page of games; q searches names and vendors (2+ characters), ids lists given games',
    query: gamesQuerySchema,
    response: gamesPageSchema,
  }),
  getGame: endpoint(games.getGame, {
    ...open,
    summary: 'One game',
    params: gameParamsSchema,
    response: casinoGameSchema,
    errors: [404],
  }),
  getVendors: endpoint(games.getVendors, {
    ...open,
    summary: 'Vendors with their game counts (of a lobby, or all)',
    query: vendorsQuerySchema,
    response: vendorsSchema,
  }),
  getThumbnail: endpoint(games.getThumbnail, {
    ...open,
    summary: "A game's tile picture (SVG, 4:3), immutable per URL (the catalogue's URL carries a version)",
    params: thumbnailParamsSchema,
    errors: [404],
  }),

  getFavourites: endpoint(routes.getFavourites, {
    ...player,
    summary: 'Favourite game ids, latest first',
    response: casinoFavouritesSchema,
    errors: [403],
  }),
  replaceFavourites: endpoint(routes.replaceFavourites, {
    ...player,
    summary: 'Replace the favourites (games the catalogue does not have are ignored)',
    body: casinoFavouritesSchema,
    response: casinoFavouritesSchema,
    errors: [403],
  }),
  mergeFavourites: endpoint(routes.mergeFavourites, {
    ...player,
    summary: "Unite the visitor's favourites with the stored ones (at login); answers the union",
    body: casinoFavouritesSchema,
    response: casinoFavouritesSchema,
    errors: [403],
  }),
  addFavourite: endpoint(routes.addFavourite, {
    ...player,
    summary: 'Add a favourite game (409 once the list is full)',
    params: gameParamsSchema,
    response: casinoFavouritesSchema,
    errors: [403, 404, 409],
  }),
  removeFavourite: endpoint(routes.removeFavourite, {
    ...player,
    summary: 'Remove a favourite game',
    params: gameParamsSchema,
    response: casinoFavouritesSchema,
    errors: [403, 404, 409],
  }),
  getRecentGames: endpoint(games.getRecentGames, {
    ...player,
    summary: 'Recently launched games, latest first',
    response: recentGamesSchema,
    errors: [403],
  }),

  launchGame: endpoint(games.launchGame, {
    ...open,
    summary: 'Open a game session (real money after the casino check, or fun credits)',
    description: 'Real play needs a logged-in player (401); fun sessions are rate-limited per address (429).',
    body: launchRequestSchema,
    response: launchResultSchema,
    errors: [...sessionErrors, 429],
  }),
  getGameSession: endpoint(play.getGameSession, {
    ...open,
    summary: "A game session as the frame draws it: the game, its engine's parameters, the balance, an open hand",
    query: sessionQuerySchema,
    response: gameSessionSchema,
    errors: sessionErrors,
  }),
  playRound: endpoint(play.playRound, {
    ...open,
    summary: 'Play one round (or deal a blackjack hand): the stake and the win move through the ledger once',
    description: 'Needs an `Idempotency-Key` header: a retry with the same key is answered, not played again.',
    body: playRoundRequestSchema,
    response: roundResultSchema,
    errors: sessionErrors,
  }),
  actOnRound: endpoint(play.actOnRound, {
    ...open,
    summary: 'A blackjack decision (hit, stand, double) on an open hand',
    description: 'Needs an `Idempotency-Key` header: a retry with the same key is answered, not played again.',
    params: roundParamsSchema,
    body: roundActionRequestSchema,
    response: roundResultSchema,
    errors: sessionErrors,
  }),
  getRound: endpoint(play.getRound, {
    ...open,
    summary: 'A round as it is now: a crash flight in the air (its crash point kept secret) or its result',
    params: roundParamsSchema,
    query: roundQuerySchema,
    response: roundResultSchema,
    errors: sessionErrors,
  }),
  cashOutRound: endpoint(play.cashOutRound, {
    ...open,
    summary: "Cash out of a crash flight at the multiplier the server's clock gives when the request arrives",
    description:
      'Needs an `Idempotency-Key` header. After the crash the round is lost; the round pays once however often ' +
      'or however concurrently it is asked.',
    params: roundParamsSchema,
    body: crashCashOutRequestSchema,
    response: roundResultSchema,
    errors: sessionErrors,
  }),

  rotateSeeds: endpoint(play.rotateSeeds, {
    ...open,
    summary: "Reveal the session's server seed (every round drawn with it can be checked) and start a new pair",
    body: rotateSeedsRequestSchema,
    response: rotateSeedsResultSchema,
    errors: [401, 403, 404, 409],
  }),
  getSeed: endpoint(routes.getSeed, {
    ...open,
    summary: 'A seed pair by its SHA-256 commitment: the server seed once retired or once its session ended',
    params: seedParamsSchema,
    response: revealedSeedSchema,
    errors: [404],
  }),

  getTable: endpoint(routes.getTable, {
    ...open,
    summary: "A live table's round: phase, betting window, result, history and players seated",
    params: tableParamsSchema,
    response: tableStateSchema,
    errors: [404],
  }),
  getTableRoundFairness: endpoint(routes.getTableRoundFairness, {
    ...open,
    summary: "A round's commitment (SHA-256 of its secret) from betting's opening; the secret once it is over",
    params: tableRoundParamsSchema,
    response: tableRoundFairnessSchema,
    errors: [404],
  }),
  placeTableBet: endpoint(play.placeTableBet, {
    ...open,
    summary: "A bet on the table's current round, while its betting window is open (Idempotency-Key)",
    params: tableParamsSchema,
    body: tableBetRequestSchema,
    response: tableBetResultSchema,
    status: 201,
    errors: [401, 403, 404, 409],
  }),
  decideTableHand: endpoint(play.decideTableHand, {
    ...open,
    summary: "Live blackjack: hit, stand or double on the round's common cards while the hand is played",
    params: tableParamsSchema,
    body: tableDecisionRequestSchema,
    response: tableDecisionResultSchema,
    errors: [401, 403, 404, 409],
  }),
};
