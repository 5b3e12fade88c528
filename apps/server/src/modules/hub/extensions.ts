import { userChannel } from './channels';

/** The signed-in player of a socket, as far as the hub needs to know them. */
export interface HubPlayer {
  userId: number;
  brandKey: string;
}

/**
 * A family of public channels a module serves over the hub, beside the feed's `live` and `event:<id>` (the casino's
 * `table:<id>`). Clients subscribe to them like any public channel; the module builds their snapshots.
 */
export interface ServedChannels {
  owns(channel: string): boolean;
  /** The channel's full state, sent on subscribe and when a slow socket drains; null for an unknown one. */
  snapshot(channel: string): Buffer | null;
  /** This instance's sockets started (+1) or stopped (-1) holding these of its channels. */
  hold?(channels: readonly string[], delta: 1 | -1): void;
}

/** Channels the server joins a player's socket to besides their own `user:<id>` (a client can never name them). */
export type PlayerChannelSource = (player: HubPlayer) => Promise<string[]>;

/** True when the player must hear nothing but their own channel now. */
export type OwnChannelRule = (player: HubPlayer) => Promise<boolean>;

/**
 * What modules add to the hub, so the WebSocket transport knows none of them: each module registers its channels
 * from its own plugin (casino tables, notifications' brand and group channels, safer gambling's exclusions), and the
 * socket endpoint asks here at connection and subscription time.
 */
export class HubExtensions {
  private readonly servedChannels: ServedChannels[] = [];
  private readonly playerSources: PlayerChannelSource[] = [];
  private readonly ownChannelRules: OwnChannelRule[] = [];

  servePublic(channels: ServedChannels): void {
    this.servedChannels.push(channels);
  }

  addPlayerChannels(source: PlayerChannelSource): void {
    this.playerSources.push(source);
  }

  /** A rule that keeps a player to their own channel (balance, settled bets, chat), away from every other source. */
  keepToOwnChannel(rule: OwnChannelRule): void {
    this.ownChannelRules.push(rule);
  }

  /** The module's family a public channel belongs to, if a module serves it. */
  servedBy(channel: string): ServedChannels | undefined {
    return this.servedChannels.find((served) => served.owns(channel));
  }

  /** Tells each family which of its channels a socket took up (+1) or let go (-1). */
  hold(channels: Iterable<string>, delta: 1 | -1): void {
    const list = [...channels];
    for (const served of this.servedChannels) {
      const owned = list.filter((channel) => served.owns(channel));
      if (owned.length > 0) served.hold?.(owned, delta);
    }
  }

  /** Every channel the server joins the player's socket to, their own first. */
  async playerChannels(player: HubPlayer): Promise<string[]> {
    const own = userChannel(player.userId);
    for (const rule of this.ownChannelRules) if (await rule(player)) return [own];
    const more: string[] = [];
    for (const source of this.playerSources) more.push(...(await source(player)));
    return [own, ...more];
  }
}
