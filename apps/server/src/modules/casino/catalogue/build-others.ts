import type { CasinoBadge, CasinoCategory } from '@playline/contract/casino';
import { isVirtualSport } from '@playline/contract/sports-keys';
import type { FeedLeague } from '#app/modules/sports/feed/adapter.ts';
import { stream } from '#app/modules/sports/feed/prng.ts';
import { CATALOGUE_SEED, type CatalogueEntry, entryOf } from './entry';
import { ENGINE_RTP } from './figures';
import { pick, type Random, slugOf, uniqueTitles } from './names/generate';
import { TABLE_WORDS } from './names/slot-words';
import { TABLES } from './tables';
import { VENDORS, vendorsFor } from './vendors';

const editorialBadges = (random: Random): CasinoBadge[] => {
  const badges: CasinoBadge[] = [];
  if (random() < 0.15) badges.push('new');
  if (random() < 0.2) badges.push('hot');
  return badges;
};

const vendorByKey = (key: string) => {
  const vendor = VENDORS.find((candidate) => candidate.key === key);
  if (!vendor) throw new Error(`unknown vendor ${key}`);
  return vendor;
};

interface TableGameSpec {
  engine: 'roulette' | 'blackjack';
  category: CasinoCategory;
  subcategories: readonly string[];
  count: number;
  title: (word: string, subcategory: string) => string;
}

/** Single-player roulette and blackjack: their own categories, plus the mixed table-games shelf. */
const TABLE_GAME_SPECS: readonly TableGameSpec[] = [
  {
    engine: 'roulette',
    category: 'roulette',
    subcategories: ['classic', 'themed'],
    count: 10,
    title: (word, sub) => (sub === 'classic' ? `${word} European Roulette` : `${word} Roulette`),
  },
  {
    engine: 'blackjack',
    category: 'blackjack',
    subcategories: ['classic', 'premium'],
    count: 10,
    title: (word, sub) => (sub === 'classic' ? `${word} Blackjack` : `${word} Blackjack Premium`),
  },
  {
    engine: 'roulette',
    category: 'table-games',
    subcategories: ['roulette'],
    count: 6,
    title: (word) => `${word} Table Roulette`,
  },
  {
    engine: 'blackjack',
    category: 'table-games',
    subcategories: ['blackjack'],
    count: 6,
    title: (word) => `${word} Table Blackjack`,
  },
];

export function buildTableGames(taken: Set<string>): CatalogueEntry[] {
  // Games of one engine count on across specs: each takes the next thumbnail look of its engine.
  const placed = new Map<string, number>();
  const nextLook = (engine: string) => {
    const look = placed.get(engine) ?? 0;
    placed.set(engine, look + 1);
    return look;
  };
  return TABLE_GAME_SPECS.flatMap((spec) => {
    const random = stream(CATALOGUE_SEED, 'table-games', spec.category, spec.engine);
    const vendors = vendorsFor(spec.engine);
    const perSubcategory = Math.ceil(spec.count / spec.subcategories.length);
    return spec.subcategories.flatMap((subcategory) =>
      uniqueTitles(perSubcategory, taken, () => spec.title(pick(random, TABLE_WORDS[spec.engine]), subcategory)).map(
        (name) =>
          entryOf({
            look: nextLook(spec.engine),
            name,
            vendor: pick(random, vendors),
            category: spec.category,
            subcategory,
            engine: spec.engine,
            variant: spec.engine === 'roulette' ? 'european' : 'classic',
            badges: editorialBadges(random),
            rtp: ENGINE_RTP[spec.engine],
          }),
      ),
    );
  });
}

export function buildCrashGames(taken: Set<string>): CatalogueEntry[] {
  const random = stream(CATALOGUE_SEED, 'crash');
  const vendors = vendorsFor('crash');
  return uniqueTitles(
    12,
    taken,
    () => `${pick(random, TABLE_WORDS.crash)} ${pick(random, TABLE_WORDS.crashEndings)}`,
  ).map((name, look) =>
    entryOf({
      look,
      name,
      vendor: pick(random, vendors),
      category: 'crash-instant',
      subcategory: 'crash',
      engine: 'crash',
      variant: 'crash',
      badges: editorialBadges(random),
      rtp: ENGINE_RTP.crash,
    }),
  );
}

const TABLE_CATEGORY = {
  'live-roulette': 'live-roulette',
  'live-wheel': 'game-shows',
  'live-blackjack': 'live-blackjack',
} as const;

/** One game per shared table, seating the player at it; the table's rhythm is the variant. */
export function buildLiveGames(taken: Set<string>): CatalogueEntry[] {
  return TABLES.map((table, look) => {
    taken.add(slugOf(table.name));
    const vendor = vendorByKey(
      table.engine === 'live-blackjack' || table.tableId % 2 === 1 ? 'stonebridge-live' : 'velvet-hall-studios',
    );
    return entryOf({
      name: table.name,
      vendor: table.engine === 'live-wheel' ? vendorByKey('velvet-hall-studios') : vendor,
      category: TABLE_CATEGORY[table.engine],
      subcategory: table.engine === 'live-wheel' ? 'wheel' : table.rhythm,
      engine: table.engine,
      variant: table.rhythm,
      badges: table.rhythm === 'speed' ? ['hot'] : [],
      rtp: ENGINE_RTP[table.engine],
      tableId: table.tableId,
      look,
    });
  });
}

/** One game per virtual football league of the feed (none until the feed has them). */
export function buildVirtualGames(leagues: readonly FeedLeague[]): CatalogueEntry[] {
  const vendor = vendorByKey('pitchline-virtuals');
  return leagues
    .filter((league) => isVirtualSport(league.sport))
    .map((league, look) =>
      entryOf({
        look,
        name: league.name,
        id: slugOf(league.name).slice(0, 64),
        vendor,
        category: 'virtual-sports',
        subcategory: 'football',
        engine: 'virtual-football',
        variant: 'league',
        badges: [],
        rtp: ENGINE_RTP['virtual-football'],
        leagueId: league.id,
      }),
    );
}
