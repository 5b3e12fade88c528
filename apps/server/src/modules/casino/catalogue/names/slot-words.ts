import type { SlotThemeKey } from '../themes';

/** Word pools per slot theme: the name generator combines them (`Golden Orchard`, `Cherry Blaze`, `Fruits of Fortune`). */
export interface WordPool {
  adjectives: readonly string[];
  nouns: readonly string[];
  /** Places or things a name can end on: `… of the Nile`. */
  places: readonly string[];
}

export const SLOT_WORDS: Record<SlotThemeKey, WordPool> = {
  fruits: {
    adjectives: ['Juicy', 'Sizzling', 'Frosty', 'Sunny', 'Sweet', 'Tangy', 'Ripe', 'Zesty', 'Candied', 'Wild'],
    nouns: ['Cherries', 'Lemons', 'Melons', 'Plums', 'Orchard', 'Berries', 'Citrus', 'Harvest', 'Punch', 'Smoothie'],
    places: ['the Orchard', 'the Market', 'Summer', 'the Vineyard', 'the Grove'],
  },
  ancient: {
    adjectives: ['Eternal', 'Sacred', 'Golden', 'Forgotten', 'Royal', 'Sunlit', 'Hidden', 'Mighty', 'Jade', 'Obsidian'],
    nouns: ['Scarabs', 'Temple', 'Sphinx', 'Oracle', 'Pharaoh', 'Empire', 'Tomb', 'Relics', 'Legion', 'Gods'],
    places: ['the Nile', 'Olympus', 'Babylon', 'Karnak', 'the Aegean', 'Knossos'],
  },
  adventure: {
    adjectives: ['Lost', 'Daring', 'Rugged', 'Uncharted', 'Restless', 'Bold', 'Far', 'Misty', 'Roaring', 'Sunken'],
    nouns: ['Expedition', 'Treasure', 'Compass', 'Jungle', 'Canyon', 'Voyage', 'Outpost', 'Quest', 'Trail', 'Idol'],
    places: ['the Amazon', 'the Andes', 'El Sombra', 'the Savannah', 'Skull Island', 'the Dunes'],
  },
  fantasy: {
    adjectives: [
      'Enchanted',
      'Mystic',
      'Arcane',
      'Shimmering',
      'Crystal',
      'Dark',
      'Fabled',
      'Moonlit',
      'Silver',
      'Fey',
    ],
    nouns: ['Dragons', 'Wizard', 'Runes', 'Grimoire', 'Unicorn', 'Castle', 'Spellbook', 'Elixir', 'Fairies', 'Phoenix'],
    places: ['Avalon', 'the Realm', 'Eldermoor', 'the Tower', 'Starfall', 'the Glade'],
  },
  animals: {
    adjectives: [
      'Wild',
      'Prowling',
      'Thundering',
      'Snowy',
      'Mighty',
      'Savage',
      'Stampeding',
      'Clever',
      'Howling',
      'Great',
    ],
    nouns: ['Wolves', 'Buffalo', 'Tigers', 'Eagles', 'Pandas', 'Rhinos', 'Foxes', 'Bears', 'Lions', 'Gorillas'],
    places: ['the Wild', 'the Tundra', 'the Prairie', 'the Safari', 'the Forest', 'the Highlands'],
  },
  classic: {
    adjectives: ['Lucky', 'Hot', 'Triple', 'Double', 'Blazing', 'Diamond', 'Retro', 'Neon', 'Golden', 'Red'],
    nouns: ['Sevens', 'Bars', 'Bells', 'Clovers', 'Horseshoes', 'Stars', 'Diamonds', 'Jokers', 'Coins', 'Crowns'],
    places: ['Vegas', 'the Strip', 'Fortune', 'the Casino', 'Lady Luck'],
  },
  ocean: {
    adjectives: ['Deep', 'Coral', 'Azure', 'Tidal', 'Pearl', 'Stormy', 'Sunken', 'Glimmering', 'Abyssal', 'Salty'],
    nouns: ['Reef', 'Pearls', 'Mermaids', 'Kraken', 'Treasures', 'Dolphins', 'Lagoon', 'Shipwreck', 'Tides', 'Krakens'],
    places: ['the Deep', 'Atlantis', 'the Reef', 'the Seven Seas', 'Coral Bay', 'the Lagoon'],
  },
  space: {
    adjectives: [
      'Cosmic',
      'Stellar',
      'Galactic',
      'Orbital',
      'Lunar',
      'Nebula',
      'Quantum',
      'Solar',
      'Astro',
      'Infinite',
    ],
    nouns: ['Voyager', 'Nebula', 'Comets', 'Starship', 'Orbit', 'Meteors', 'Galaxy', 'Pulsar', 'Rockets', 'Aliens'],
    places: ['Andromeda', 'Mars', 'the Void', 'Saturn', 'the Stars', 'Orion'],
  },
};

/** Endings that turn a noun into a title (`Sevens Deluxe`, `Kraken Rising`). */
export const TITLE_ENDINGS = [
  'Deluxe',
  'Rising',
  'Hold and Win',
  'Megaspin',
  'Gold',
  'Xtreme',
  'Ultra',
  'Fever',
] as const;

/** Words of the non-slot games. */
export const TABLE_WORDS = {
  roulette: ['Monte', 'Riviera', 'Grand', 'Imperial', 'Sapphire', 'Marble', 'Midnight', 'Crystal', 'Harbour', 'Palace'],
  blackjack: ['Classic', 'Royal', 'Diamond', 'Emerald', 'Velvet', 'Silver', 'Premier', 'Oak', 'Ivory', 'Noir'],
  crash: ['Rocket', 'Jetpack', 'Balloon', 'Comet', 'Skyline', 'Glider', 'Moonshot', 'Firework', 'Kite', 'Lift-Off'],
  crashEndings: ['Rush', 'Climb', 'Boost', 'Blast', 'Dash', 'Soar'],
} as const;
