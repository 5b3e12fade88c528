import {
  CATEGORY_LOBBY,
  type CasinoBadge,
  type CasinoCategory,
  type CasinoEngine,
  type CasinoGame,
  isTableEngine,
} from '@playline/contract/casino';
import { hashText } from '#app/modules/sports/feed/prng.ts';
import { STAKES } from './figures';
import { slugOf } from './names/generate';
import type { SlotTheme } from './themes';
import type { Vendor } from './vendors';

/** One game of the catalogue with the theme its slot reels are painted in (null for every other engine). */
export interface CatalogueEntry {
  game: CasinoGame;
  theme: SlotTheme | null;
  /** The game's place among its engine's (a slot: its theme's) games: its thumbnail's look, unique in that group. */
  look: number;
}

/** The seed every generated name, vendor, variant and badge comes from: change it and the catalogue reshuffles. */
export const CATALOGUE_SEED = 'playline-casino-2026';

/** Raised when the thumbnail drawing changes, so browsers holding the immutable old picture fetch the new one. */
const THUMBNAIL_STYLE = 5;

export interface EntrySpec {
  name: string;
  /** Defaults to the name's slug. */
  id?: string;
  vendor: Vendor;
  category: CasinoCategory;
  subcategory: string | null;
  engine: CasinoEngine;
  variant: string;
  badges: CasinoBadge[];
  rtp: number | null;
  tableId?: number;
  leagueId?: number;
  jackpot?: number;
  theme?: SlotTheme;
  /** The game's place in its group (see `CatalogueEntry.look`); 0 when alone. */
  look?: number;
  /** The smallest stake, when the engine's default does not suit the game (a slot's one cent per line). */
  minStake?: number;
  /** The largest stake, when the game sets its own (jackpot slots: their top prize is a multiple of it). */
  maxStake?: number;
}

/** The fields every engine fills the same way: lobby from the category, stakes from the engine, the thumbnail URL. */
export function entryOf(spec: EntrySpec): CatalogueEntry {
  const id = spec.id ?? slugOf(spec.name);
  const version = hashText(
    `${THUMBNAIL_STYLE}|${spec.look ?? 0}|${spec.name}|${spec.engine}|${spec.subcategory}|${spec.vendor.name}`,
  );
  const badges = isTableEngine(spec.engine) ? ['live' as const, ...spec.badges] : spec.badges;
  return {
    game: {
      id,
      name: spec.name,
      vendor: spec.vendor.key,
      vendorName: spec.vendor.name,
      lobby: CATEGORY_LOBBY[spec.category],
      category: spec.category,
      subcategory: spec.subcategory,
      engine: spec.engine,
      variant: spec.variant,
      badges,
      demo: !isTableEngine(spec.engine),
      rtp: spec.rtp,
      ...STAKES[spec.engine],
      ...(spec.minStake === undefined ? {} : { minStake: spec.minStake }),
      ...(spec.maxStake === undefined ? {} : { maxStake: spec.maxStake }),
      thumbnail: `/api/casino/thumbnails/${id}.svg?v=${version.toString(36)}`,
      tableId: spec.tableId ?? null,
      leagueId: spec.leagueId ?? null,
      jackpot: spec.jackpot ?? null,
    },
    theme: spec.theme ?? null,
    look: spec.look ?? 0,
  };
}
