import type { EngineConfig } from '@playline/contract/casino';
import type { CatalogueEntry } from './catalogue/catalogue';
import { tableById } from './catalogue/tables';
import { slotVariantOf } from './engine-play';
import { BLACKJACK_RULES } from './engines/blackjack';
import { CRASH_MAX_CASH_OUT } from './engines/crash';

/** What the frame needs to draw a game: its engine's parameters, and a slot's theme. */
export function engineConfigOf(entry: CatalogueEntry): EngineConfig {
  const { game } = entry;
  switch (game.engine) {
    case 'slot': {
      if (!entry.theme) throw new Error(`slot ${game.id} has no theme`);
      return { engine: 'slot', ...slotVariantOf(entry).config, theme: entry.theme };
    }
    case 'roulette':
      return { engine: 'roulette' };
    case 'crash':
      return { engine: 'crash', maxCashOutAt: CRASH_MAX_CASH_OUT };
    case 'blackjack':
      return { engine: 'blackjack', ...BLACKJACK_RULES };
    case 'live-roulette':
    case 'live-wheel':
    case 'live-blackjack': {
      const table = game.tableId === null ? undefined : tableById(game.tableId);
      if (!table) throw new Error(`live game ${game.id} has no table`);
      const { tableId, roundMs, bettingMs, dealer } = table;
      return { engine: game.engine, tableId, roundMs, bettingMs, dealer };
    }
    case 'virtual-football':
      if (game.leagueId === null) throw new Error(`virtual game ${game.id} has no league`);
      return { engine: 'virtual-football', leagueId: game.leagueId };
  }
}
