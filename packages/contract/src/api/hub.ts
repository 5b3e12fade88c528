import * as z from 'zod';
import { HUB_MAX_SUBSCRIPTIONS } from '../hub-keys';
import { tableSettledSchema, tableUpdateSchema } from './casino-tables';
import { hubChatSchema } from './chat';
import { notificationPayloadSchema } from './notifications';
import { eventStatusSchema, liveStateSchema, marketSchema, openStatusSchema, scoreboardSchema } from './sports';
import { balanceSchema } from './wallet';

/**
 * The realtime hub at `/api/hub` (design §7): one WebSocket per tab. Every frame is one JSON message of the
 * schemas below. The server authenticates the socket by the session cookie at the upgrade; a player's own
 * channel, their brand's channel and their groups' channels are joined implicitly, public channels by
 * `subscribe`.
 */

export {
  eventChannel,
  HUB_HEARTBEAT_MS,
  HUB_MAX_SUBSCRIPTIONS,
  HUB_PATH,
  type HubChannel,
  LIVE_CHANNEL,
} from '../hub-keys';

/** Public channels: the live overview, one event, or one live casino table. */
export const hubChannelSchema = z.union([
  z.literal('live'),
  z.string().regex(/^event:[1-9]\d{0,15}$/),
  z.string().regex(/^table:[1-9]\d{0,4}$/),
]);

// ── client → server ────────────────────────────────────────────────────────────────────────────────────────
export const hubClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    channels: z.array(hubChannelSchema).min(1).max(HUB_MAX_SUBSCRIPTIONS),
    /** The channels' current state comes first unless the client says it holds it already (`false`). */
    snapshot: z.boolean().optional(),
  }),
  z.object({ type: z.literal('unsubscribe'), channels: z.array(hubChannelSchema).min(1).max(HUB_MAX_SUBSCRIPTIONS) }),
  /** A client may probe the connection; the server answers `pong` with the same `t`. */
  z.object({ type: z.literal('ping'), t: z.number() }),
]);
export type HubClientMessage = z.infer<typeof hubClientMessageSchema>;

// ── server → client ────────────────────────────────────────────────────────────────────────────────────────
/** A price or status change of one outcome. */
export const outcomeChangeSchema = z.object({ id: z.string(), odds: z.number(), status: openStatusSchema });
export type OutcomeChange = z.infer<typeof outcomeChangeSchema>;

/** A market whose status or prices changed: the whole market, so a client can also add one it did not have. */
export const marketChangeSchema = marketSchema;

/** `event:<id>`: what changed in one event since the last message (absent fields did not change). */
export const eventUpdateSchema = z.object({
  type: z.literal('event'),
  eventId: z.number().int(),
  status: eventStatusSchema.optional(),
  scoreboard: scoreboardSchema.nullable().optional(),
  /**
   * The live state's parts that changed (a whole state after a start, null after the end): the situation moves
   * every few seconds, statistics and incidents far less often, and each part travels only when it changed.
   */
  live: liveStateSchema.partial().nullable().optional(),
  /** Markets whose status or outcomes changed, or that appeared (whole markets, by `key`). */
  markets: z.array(marketSchema).optional(),
  /**
   * New prices of outcomes whose market is otherwise unchanged, as `[outcomeId, odds]`: most live changes are only
   * prices, and this form is a third of the bytes of whole markets.
   */
  prices: z.array(z.tuple([z.string(), z.number()])).optional(),
  /** Keys of markets the event no longer offers. */
  removedMarkets: z.array(z.string()).optional(),
  /** A snapshot (on subscribe, or after a slow socket drained): `markets` is the whole set, replace rather than merge. */
  complete: z.boolean().optional(),
  /** When the publisher sent it (epoch ms): how stale a message is on arrival. */
  publishedAt: z.number().optional(),
});
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

/**
 * One event's line in the live overview: its status, scoreboard and main market as they are now. `mainMarket` is
 * absent when only the scoreboard or status changed (its prices then travel in the update's `prices`).
 */
export const liveLineSchema = z.object({
  eventId: z.number().int(),
  status: eventStatusSchema,
  scoreboard: scoreboardSchema.nullable(),
  mainMarket: marketSchema.nullable().optional(),
});
export type LiveLine = z.infer<typeof liveLineSchema>;

/** `live`: lines that changed, and events that went in play or ended (a list then refetches once). */
export const liveUpdateSchema = z.object({
  type: z.literal('live'),
  lines: z.array(liveLineSchema),
  started: z.array(z.number().int()),
  ended: z.array(z.number().int()),
  /** New main-market prices of events whose line is otherwise unchanged, as `[outcomeId, odds]`. */
  prices: z.array(z.tuple([z.string(), z.number()])).optional(),
  /** A snapshot: `lines` are every event in play now; drop lines not listed. */
  complete: z.boolean().optional(),
  publishedAt: z.number().optional(),
});
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;

/** The player's channel: the balance after any movement (a bet, a win, a deposit …). */
export const balanceUpdateSchema = z.object({ type: z.literal('balance'), ...balanceSchema.shape });
export type BalanceUpdate = z.infer<typeof balanceUpdateSchema>;

/** The player's channel: a bet was settled (or cashed out); the balance follows in its own message. */
export const betSettledSchema = z.object({
  type: z.literal('bet_settled'),
  betId: z.number().int(),
  status: z.enum(['won', 'lost', 'void', 'cashed_out']),
  /** Minor units paid (0 for a lost bet). */
  payout: z.number().int(),
});
export type BetSettled = z.infer<typeof betSettledSchema>;

/** The player's, brand's or group's channel: a toast (spec §3). */
export const hubNotificationSchema = z.object({
  type: z.literal('notification'),
  id: z.string(),
  notification: notificationPayloadSchema,
});
export type HubNotification = z.infer<typeof hubNotificationSchema>;

export const hubServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    /** The authenticated player, or null for a visitor. */
    userId: z.number().int().nullable(),
    heartbeatMs: z.number().int(),
    serverTime: z.number(),
  }),
  z.object({ type: z.literal('heartbeat'), t: z.number() }),
  z.object({ type: z.literal('pong'), t: z.number() }),
  z.object({ type: z.literal('subscribed'), channels: z.array(z.string()) }),
  z.object({ type: z.literal('unsubscribed'), channels: z.array(z.string()) }),
  /** A message the server could not use; the socket stays open. */
  z.object({ type: z.literal('error'), message: z.string() }),
  /**
   * Messages of this socket's channels may have been lost between the servers (their Redis was interrupted): the
   * state channels' snapshots came just before; read the rest (balance, bets, chat, lists) again.
   */
  z.object({ type: z.literal('resync') }),
  eventUpdateSchema,
  liveUpdateSchema,
  balanceUpdateSchema,
  betSettledSchema,
  hubNotificationSchema,
  tableUpdateSchema,
  tableSettledSchema,
  /** The player's channel: a support chat message (issue 9). */
  hubChatSchema,
]);
export type HubServerMessage = z.infer<typeof hubServerMessageSchema>;

// ── admin: notifications ──────────────────────────────────────────────────────────────────────────────────
/** Group names are short slugs (`vip`, `new-players`); membership is per player. */
export const groupNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a group is 1–40 lowercase letters, digits or dashes');

export const notificationTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: z.number().int().positive() }),
  /** A player named by login on a brand's site. */
  z.object({ kind: z.literal('login'), siteId: z.number().int().positive(), login: z.string().trim().min(1).max(60) }),
  /** Every player of the brand that owns the site (its shops included). */
  z.object({ kind: z.literal('brand'), siteId: z.number().int().positive() }),
  z.object({ kind: z.literal('group'), siteId: z.number().int().positive(), group: groupNameSchema }),
]);
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

/** POST /api/admin/notifications → 202 `{id, channel}`; 404 for a user or login that does not exist. */
export const sendNotificationRequestSchema = z.object({
  target: notificationTargetSchema,
  notification: notificationPayloadSchema,
});
export type SendNotificationRequest = z.input<typeof sendNotificationRequestSchema>;
export const sendNotificationResultSchema = z.object({ id: z.string(), channel: z.string() });
export type SendNotificationResult = z.infer<typeof sendNotificationResultSchema>;

/** PUT /api/admin/users/:userId/groups: a player's groups (replaces the set). */
export const userGroupsSchema = z.object({ groups: z.array(groupNameSchema).max(20) });
export type UserGroups = z.infer<typeof userGroupsSchema>;
export const userIdParamsSchema = z.object({ userId: z.coerce.number().int().positive() });

/** GET /api/admin/hub: this instance's hub (the bench and operators read it). */
export const hubStatsSchema = z.object({
  connections: z.number().int(),
  /** Messages written to sockets since start. */
  delivered: z.number().int(),
  leader: z.boolean(),
  /** The live publisher's counters while this instance leads; null otherwise. */
  publisher: z
    .object({
      ticks: z.number().int(),
      outcomeChanges: z.number().int(),
      messages: z.number().int(),
      /** Milliseconds spent in ticks (reading the feed, diffing, publishing). */
      busyMs: z.number(),
    })
    .nullable(),
});
export type HubStats = z.infer<typeof hubStatsSchema>;
