import { CASINO_CATEGORIES, CATEGORY_LOBBY, casinoGameSchema } from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import { testFeed } from '#app/modules/sports/test-feed.ts';
import { SLOT_VARIANTS } from '../engines/slot-variants';
import { casinoCatalogue } from './catalogue';
import { inCategory } from './listing';
import { TABLES } from './tables';

const catalogue = casinoCatalogue(testFeed());
const games = catalogue.games.map((entry) => entry.game);

describe('the casino catalogue', () => {
  it('holds at least 300 valid games from at least 12 vendors, with unique ids', () => {
    const nonVirtual = games.filter((game) => game.engine !== 'virtual-football');
    expect(nonVirtual.length).toBeGreaterThanOrEqual(300);
    // The casino home page ends with every game of its lobby in one grid: 300 tiles or more.
    expect(games.filter((game) => game.lobby === 'casino').length).toBeGreaterThanOrEqual(300);
    expect(new Set(games.map((game) => game.vendor)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(games.map((game) => game.id)).size).toBe(games.length);
    for (const game of games) casinoGameSchema.parse(game);
  });

  it('is the same catalogue for another feed with the same seed', () => {
    const again = casinoCatalogue(testFeed()).games.map((entry) => entry.game);
    expect(again).toEqual(games);
  });

  it('fills every category, each game listed only in its category’s lobby', () => {
    for (const category of CASINO_CATEGORIES) {
      if (category === 'virtual-sports') continue; // the feed's virtual leagues may not exist yet
      const listed = games.filter((game) => inCategory(game, category));
      expect(listed.length, category).toBeGreaterThan(0);
      for (const game of listed) expect(game.lobby, `${game.id} in ${category}`).toBe(CATEGORY_LOBBY[category]);
    }
  });

  it('takes a slot’s return from its variant and prices a jackpot from the top win at the largest stake', () => {
    const slots = catalogue.games.filter((entry) => entry.game.engine === 'slot');
    for (const { game, theme } of slots) {
      const variant = SLOT_VARIANTS[game.variant as keyof typeof SLOT_VARIANTS];
      expect(game.rtp).toBe(variant.rtp);
      expect(theme?.glyphs.wild).toBeDefined();
      if (game.variant === 'jackpot') {
        expect(game.badges).toContain('jackpot');
        expect(game.jackpot).toBe(Math.round(variant.topMultiplier * game.maxStake));
      } else expect(game.jackpot).toBeNull();
      // Whole cents per line from the smallest stake up.
      expect(game.minStake % variant.config.paylines.length).toBe(0);
    }
    // Jackpot games cap their stakes differently, so their prizes are not all one amount.
    expect(new Set(slots.map(({ game }) => game.jackpot).filter(Boolean)).size).toBeGreaterThan(1);
  });

  it('seats one live game at each shared table, without demo play', () => {
    const live = games.filter((game) => game.tableId !== null);
    expect(live.map((game) => game.tableId).sort((a, b) => Number(a) - Number(b))).toEqual(
      TABLES.map((table) => table.tableId),
    );
    for (const game of live) {
      expect(game.demo).toBe(false);
      expect(game.badges).toContain('live');
      expect(game.lobby).toBe('live-casino');
    }
    expect(games.filter((game) => game.tableId === null).every((game) => game.demo)).toBe(true);
  });

  it('maps virtual games onto feed leagues', () => {
    const feed = testFeed();
    for (const game of games.filter((candidate) => candidate.engine === 'virtual-football')) {
      expect(game.leagueId).not.toBeNull();
      expect(feed.league(game.leagueId ?? 0)?.name).toBe(game.name);
    }
  });

  it('finds an entry by id', () => {
    const first = catalogue.games[0];
    expect(catalogue.byId(first?.game.id ?? '')).toBe(first);
    expect(catalogue.byId('no-such-game')).toBeUndefined();
  });
});
