import type { CasinoGame } from '@playline/contract/casino';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import { casinoCatalogue } from '../catalogue/catalogue';
import type { TableDefinition } from '../catalogue/tables';

/** The catalogue game a session was launched for, when it seats the player at `table` (its stakes are the limits). */
export function gameAtTable(feed: FeedAdapter, gameId: string, table: TableDefinition): CasinoGame | undefined {
  const game = casinoCatalogue(feed).byId(gameId)?.game;
  return game?.tableId === table.tableId ? game : undefined;
}
