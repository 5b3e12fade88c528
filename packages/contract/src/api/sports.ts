import * as z from 'zod';
import {
  EVENT_STATUSES,
  EVENTS_PAGE_MAX,
  FAVOURITES_MAX,
  MARKET_GROUPS,
  SEARCH_MIN_LENGTH,
  SPORT_KEYS,
  SPORTS_PROVIDERS,
} from '../sports-keys';

export * from '../sports-keys';
export * from './sports-live-state';

import { liveStateSchema, scoreboardSchema } from './sports-live-state';

/**
 * The sports catalogue API (issue 4). Every read is a GET under `/api/sports`, cacheable with an ETag; names of
 * sports, markets and outcome codes are language-neutral keys the client translates (texts `Sport.*`,
 * `Market.*`, `Outcome.*`), while teams, players, leagues and countries arrive as proper names.
 */

export const sportKeySchema = z.enum(SPORT_KEYS);

/**
 * Market types. A market is one type plus, where the type needs it, a `line` (goals for over/under, the home
 * side's handicap for `ah`): its `key` is `type` or `type:line`, e.g. `ou:2.5`, `ah:-1.5`.
 */
export const MARKET_TYPES = [
  '1x2', // home / draw / away (regular time)
  'dc', // double chance: 1X, 12, X2
  'dnb', // draw no bet
  'winner', // two-way winner (incl. overtime / the match)
  'ou', // total over / under `line`
  'ah', // handicap: home gets `line`, away -`line` (half lines, no push)
  'btts', // both teams to score
  'cs', // correct score (codes `h-a`, `other`)
  'htft', // half time / full time (codes `home/draw` …)
  'ht_1x2', // first half 1X2
  'ht_ou', // first half over / under `line`
  'first_scorer', // first goalscorer (player codes, plus `none`)
  'anytime_scorer', // scores at any time (player codes; several can win)
  'asian_ah', // Asian handicap on a whole line: home gets `line`; a tie on it voids (stakes back)
  'asian_ou', // Asian total on a whole line: exactly `line` goals voids (stakes back)
  'corners_ou', // total corners over / under `line`
  'cards_ou', // total cards over / under `line`
  'odd_even', // total odd or even
  'set_score', // set / map betting (codes `h-a`)
  'set_winner', // tennis: winner of set `line` (void if it is not played)
  'game_winner', // tennis: winner of a game, `line` = set + game / 100 (2.05: set 2, game 5; void if not played)
  'method', // MMA method of victory (codes `home_ko` … `away_decision`)
  'outright_winner', // league winner (team codes)
  'top_scorer', // league top scorer (player codes)
] as const;
export const marketTypeSchema = z.enum(MARKET_TYPES);
export type MarketType = z.infer<typeof marketTypeSchema>;

export const marketGroupSchema = z.enum(MARKET_GROUPS);
export type MarketGroup = z.infer<typeof marketGroupSchema>;

export const OPEN_STATUSES = ['open', 'suspended'] as const;
export const openStatusSchema = z.enum(OPEN_STATUSES);
export type OpenStatus = z.infer<typeof openStatusSchema>;

/** Decimal odds with two decimals, at least 1.01. */
export const oddsSchema = z.number().min(1.01).max(10_000);

/**
 * One outcome of a market. `id` is the selection id the slip stores (`eventId/marketKey/code`); `code` is a key
 * the client translates (`home`, `draw`, `over`, `2-1`, `home/draw` …) or, for teams and players, `t<id>` /
 * `p<id>` with the proper name in `name`.
 */
export const outcomeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string().optional(),
  odds: oddsSchema,
  status: openStatusSchema,
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const marketSchema = z.object({
  key: z.string(),
  type: marketTypeSchema,
  line: z.number().nullable(),
  group: marketGroupSchema,
  status: openStatusSchema,
  /** Markets the bet builder may combine within one event (priced with the bet-slip issue). */
  builder: z.boolean(),
  outcomes: z.array(outcomeSchema),
});
export type Market = z.infer<typeof marketSchema>;

/** Countries are ISO 3166 alpha-2 codes (the client names them with Intl.DisplayNames), or `INT` / `EU` / `WO`. */
export const countrySchema = z.object({ key: z.string(), code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const leagueRefSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  sport: sportKeySchema,
  country: countrySchema,
});
export type LeagueRef = z.infer<typeof leagueRefSchema>;

export const leagueSchema = leagueRefSchema.extend({
  /** Popular leagues lead menus and the home page; the rest are under `/sports/:sport/more`. */
  popular: z.boolean(),
  /** Lower is more prominent. */
  rank: z.number().int(),
  eventCount: z.number().int(),
  hasOutrights: z.boolean(),
  /** Teams in the league table; null for tournaments of individuals. */
  hasStandings: z.boolean(),
});
export type League = z.infer<typeof leagueSchema>;

export const competitorSchema = z.object({ id: z.number().int(), name: z.string() });
export type Competitor = z.infer<typeof competitorSchema>;

export const eventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof eventStatusSchema>;

export const eventSummarySchema = z.object({
  id: z.number().int(),
  sport: sportKeySchema,
  league: leagueRefSchema,
  home: competitorSchema,
  away: competitorSchema,
  /** ISO 8601 (UTC) */
  startsAt: z.string(),
  status: eventStatusSchema,
  /** Null before kick-off. */
  scoreboard: scoreboardSchema.nullable(),
  /** Every market the event page offers. */
  marketCount: z.number().int(),
  /** The sport's main market (1X2 or the winner), null when none is offered. */
  mainMarket: marketSchema.nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** GET /api/sports/events/:eventId: every market, ordered by group then prominence. 404 when unknown. */
export const eventDetailSchema = eventSummarySchema.extend({
  markets: z.array(marketSchema),
  /** In play only: statistics, situation and incidents (null before the start and after the end). */
  live: liveStateSchema.nullable(),
  /** The groups that hold at least one market, in tab order. */
  groups: z.array(marketGroupSchema),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/**
 * How a virtual round was drawn (decision 017): `commitment` is the SHA-256 (hex) of the round's secret, published
 * before betting closes; `secret` (64 hex characters) is null until every match of the round has ended. From
 * kick-off, `matches` gives each match's expected goals, which with the secret recompute its score.
 */
export const virtualRoundDrawSchema = z.object({
  commitment: z.string(),
  secret: z.string().nullable(),
  matches: z.array(z.object({ eventId: z.number(), homeExpectedGoals: z.number(), awayExpectedGoals: z.number() })),
});
export type VirtualRoundDraw = z.infer<typeof virtualRoundDrawSchema>;

/** One round of a virtual league: its matches all kick off at `startsAt` (ISO). */
export const virtualRoundSchema = z.object({
  startsAt: z.string(),
  events: z.array(eventSummarySchema),
  draw: virtualRoundDrawSchema,
});
export type VirtualRound = z.infer<typeof virtualRoundSchema>;

/**
 * GET /api/sports/virtual/:leagueId: a virtual league's rounds around the feed's `now` (ISO) — the last one that
 * kicked off (in play, or finished while the next waits), the one before it, and the next (pre-match, its main
 * markets open). 404 for a league that is not virtual.
 */
export const virtualBoardSchema = z.object({
  league: leagueRefSchema,
  now: z.string(),
  previous: virtualRoundSchema.nullable(),
  current: virtualRoundSchema.nullable(),
  next: virtualRoundSchema,
});
export type VirtualBoard = z.infer<typeof virtualBoardSchema>;

export const eventIdParamsSchema = z.object({ eventId: z.coerce.number().int().positive() });

/** GET /api/sports: every sport with what it offers now. */
export const sportSummarySchema = z.object({
  key: sportKeySchema,
  prematchCount: z.number().int(),
  liveCount: z.number().int(),
  outrightCount: z.number().int(),
});
export type SportSummary = z.infer<typeof sportSummarySchema>;
export const sportsListSchema = z.object({ sports: z.array(sportSummarySchema) });
export type SportsList = z.infer<typeof sportsListSchema>;

export const sportParamsSchema = z.object({ sport: sportKeySchema });

/** GET /api/sports/:sport: countries (the brand's own first, then by event count) and their leagues (by rank). */
export const sportDetailSchema = z.object({
  sport: sportKeySchema,
  countries: z.array(countrySchema.extend({ eventCount: z.number().int(), leagues: z.array(leagueSchema) })),
});
export type SportDetail = z.infer<typeof sportDetailSchema>;

/**
 * GET /api/sports/events: pre-match events (`status` defaults to `prematch`) in start order, each with its main
 * market. Filters combine; `from`/`to` are ISO instants (the client sends its local day's bounds).
 */
export const eventsQuerySchema = z.object({
  sport: sportKeySchema.optional(),
  league: z.coerce.number().int().positive().optional(),
  country: z.string().max(40).optional(),
  status: eventStatusSchema.default('prematch'),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(EVENTS_PAGE_MAX).default(100),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;

export const eventListSchema = z.object({ events: z.array(eventSummarySchema), total: z.number().int() });
export type EventList = z.infer<typeof eventListSchema>;

/**
 * GET /api/sports/highlights: the home page's picks for the site's brand (the next two days' popular matches, its
 * sports in order, its countries' leagues first, then soonest first) and what starts soon.
 */
export const highlightsSchema = z.object({
  highlights: z.array(eventSummarySchema),
  startingSoon: z.array(eventSummarySchema),
  topLeagues: z.array(leagueSchema),
  liveCount: z.number().int(),
});
export type Highlights = z.infer<typeof highlightsSchema>;

/** GET /api/sports/leagues?sport=&popular=: leagues across countries, the brand's countries' first, by rank. */
export const leaguesQuerySchema = z.object({
  sport: sportKeySchema.optional(),
  popular: z.enum(['true', 'false']).optional(),
});
export const leagueListSchema = z.object({ leagues: z.array(leagueSchema) });
export type LeagueList = z.infer<typeof leagueListSchema>;

export const leagueIdParamsSchema = z.object({ leagueId: z.coerce.number().int().positive() });

/** One league's outright markets (winner, top scorer), settled at `endsAt`. */
export const outrightSchema = z.object({
  league: leagueRefSchema,
  /** ISO 8601: the season's end. */
  endsAt: z.string(),
  markets: z.array(marketSchema),
});
export type Outright = z.infer<typeof outrightSchema>;

/** GET /api/sports/:sport/outrights?country=: outrights of the sport's leagues (of one country). */
export const outrightsQuerySchema = z.object({ country: z.string().max(40).optional() });
export const outrightListSchema = z.object({ outrights: z.array(outrightSchema) });
export type OutrightList = z.infer<typeof outrightListSchema>;

/** GET /api/sports/search?q=: leagues and upcoming or live events whose league or team names match. */
export const searchQuerySchema = z.object({ q: z.string().trim().min(SEARCH_MIN_LENGTH).max(60) });
export const searchResultSchema = z.object({ leagues: z.array(leagueSchema), events: z.array(eventSummarySchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const formResultSchema = z.enum(['W', 'D', 'L']);
export type FormResult = z.infer<typeof formResultSchema>;

/** A finished match as statistics list it. */
export const pastMatchSchema = z.object({
  eventId: z.number().int(),
  startsAt: z.string(),
  home: competitorSchema,
  away: competitorSchema,
  score: z.object({ home: z.number().int(), away: z.number().int() }),
});
export type PastMatch = z.infer<typeof pastMatchSchema>;

export const standingRowSchema = z.object({
  position: z.number().int(),
  team: competitorSchema,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  scored: z.number().int(),
  conceded: z.number().int(),
  points: z.number().int(),
  /** The last five results, most recent first. */
  form: z.array(formResultSchema),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

/** GET /api/sports/leagues/:leagueId/standings: the current season's table, from the simulator's own results. */
export const standingsSchema = z.object({
  league: leagueRefSchema,
  season: z.string(),
  rows: z.array(standingRowSchema),
});
export type Standings = z.infer<typeof standingsSchema>;

/** GET /api/sports/events/:eventId/statistics: form, head-to-head and the table, consistent with past results. */
export const eventStatisticsSchema = z.object({
  event: eventSummarySchema,
  home: z.object({ form: z.array(formResultSchema), recent: z.array(pastMatchSchema) }),
  away: z.object({ form: z.array(formResultSchema), recent: z.array(pastMatchSchema) }),
  headToHead: z.array(pastMatchSchema),
  standings: standingsSchema.nullable(),
});
export type EventStatistics = z.infer<typeof eventStatisticsSchema>;

/** GET /api/sports/results?sport=&from=&to=: finished events with final scores, latest first. */
export const resultsQuerySchema = z.object({
  sport: sportKeySchema.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(EVENTS_PAGE_MAX).default(100),
});
/** GET /api/sports/live-scores?sport=: events in play with their scoreboards (markets left to the live issue). */
export const liveScoresQuerySchema = z.object({ sport: sportKeySchema.optional() });

/** Favourites (`fav_s` for visitors): event ids. GET/PUT `/api/client/favourites`; POST …/merge unites at login. */
export const favouritesSchema = z.object({ eventIds: z.array(z.number().int().positive()).max(FAVOURITES_MAX) });
export type Favourites = z.infer<typeof favouritesSchema>;

/** GET /api/sports/providers/:provider/launch: the frame URL and a short-lived token for the handshake. */
export const providerParamsSchema = z.object({ provider: z.enum(SPORTS_PROVIDERS) });
export const providerLaunchSchema = z.object({
  url: z.string(),
  token: z.string(),
  /** Origin the frame posts from; the host ignores messages from any other. */
  origin: z.string(),
});
export type ProviderLaunch = z.infer<typeof providerLaunchSchema>;

/** POST /api/sports/providers/verify: the embedded sportsbook checks the token the host frame handed it. */
export const providerVerifyRequestSchema = z.object({ token: z.string().min(1).max(500) });
export const providerVerifySchema = z.object({ ok: z.boolean(), provider: z.enum(SPORTS_PROVIDERS).nullable() });
export type ProviderVerify = z.infer<typeof providerVerifySchema>;
