import * as z from 'zod';

/** What an event in play carries beyond its markets: the scoreboard, statistics, the situation now and incidents. */
/** Score, per-period scores and the clock; `periods` are halves, quarters, sets, innings … as the sport has them. */
export const scoreboardSchema = z.object({
  home: z.number().int(),
  away: z.number().int(),
  periods: z.array(z.object({ home: z.number().int(), away: z.number().int() })),
  /** 1-based current period; 0 before the start. */
  period: z.number().int(),
  /** Minutes played in a timed sport; null for sports without a clock (tennis, darts …). */
  minute: z.number().int().nullable(),
  phase: z.enum(['not_started', 'live', 'break', 'finished']),
  /**
   * Tennis in play: points won in the game being played (0, 1, 2, 3 … shown as 0, 15, 30, 40, A; a tie-break's
   * points as they are) and who serves it; in the break between sets, the next set's first game at 0–0. Absent
   * for other sports and outside play.
   */
  game: z
    .object({
      home: z.number().int(),
      away: z.number().int(),
      server: z.enum(['home', 'away']),
      tiebreak: z.boolean(),
    })
    .nullable()
    .optional(),
});
export type Scoreboard = z.infer<typeof scoreboardSchema>;

/** Live statistics the feed keeps per sport; the client names each `key` (`possession`, `shots`, `corners` …). */
export const LIVE_STAT_KEYS = [
  'possession',
  'attacks',
  'dangerous_attacks',
  'shots',
  'shots_on_target',
  'corners',
  'yellow_cards',
  'red_cards',
  'fouls',
  'free_throws',
  'timeouts',
  'aces',
  'double_faults',
  'breaks',
  'penalties',
  'hits',
  'errors',
  'strikes',
  'kills',
  'legs_180',
  'significant_strikes',
  'takedowns',
] as const;
export const liveStatKeySchema = z.enum(LIVE_STAT_KEYS);
export type LiveStatKey = z.infer<typeof liveStatKeySchema>;
export const liveStatSchema = z.object({ key: liveStatKeySchema, home: z.number(), away: z.number() });
export type LiveStat = z.infer<typeof liveStatSchema>;

/** What is happening on the field now: drives the match tracker and the short suspensions around danger. */
export const LIVE_SITUATIONS = [
  'safe',
  'attack',
  'dangerous_attack',
  'goal',
  'corner',
  'free_kick',
  'penalty',
  'card',
  'serve',
  'point',
  'timeout',
  'break',
] as const;
export const liveSituationSchema = z.object({
  kind: z.enum(LIVE_SITUATIONS),
  /** The side in possession or the one the incident belongs to; null in breaks. */
  side: z.enum(['home', 'away']).nullable(),
  /** Where the play is, 0 (home goal line) to 100 (away goal line); null where the sport has no field. */
  position: z.number().min(0).max(100).nullable(),
});
export type LiveSituation = z.infer<typeof liveSituationSchema>;

export const liveIncidentSchema = z.object({
  /** Match minute for timed sports; the period (set, round) otherwise. */
  minute: z.number().int(),
  side: z.enum(['home', 'away']),
  kind: z.enum(['goal', 'point', 'yellow_card', 'red_card', 'corner', 'period_won']),
  /** The scorer of a goal when the feed knows them. */
  player: z.string().nullable(),
});
export type LiveIncident = z.infer<typeof liveIncidentSchema>;

/** An event in play beyond its scoreboard: statistics, the situation now and the latest incidents (newest first). */
export const liveStateSchema = z.object({
  stats: z.array(liveStatSchema),
  situation: liveSituationSchema,
  incidents: z.array(liveIncidentSchema).max(20),
  /** Markets are suspended until this instant (ISO) after a goal or during danger; null when open. */
  suspendedUntil: z.string().nullable(),
});
export type LiveState = z.infer<typeof liveStateSchema>;
