import type { CasinoEngine } from '@playline/contract/casino';

/** An invented studio: the engines it builds games on decide which catalogue entries it can be given. */
export interface Vendor {
  key: string;
  name: string;
  engines: readonly CasinoEngine[];
}

/** Invented names only; any likeness to a real studio is a coincidence to fix by renaming here. */
export const VENDORS: readonly Vendor[] = [
  { key: 'northwind-gaming', name: 'Northwind Gaming', engines: ['slot', 'roulette'] },
  { key: 'lumen-reels', name: 'Lumen Reels', engines: ['slot'] },
  { key: 'copperfox-studios', name: 'Copperfox Studios', engines: ['slot', 'blackjack'] },
  { key: 'blue-owl-interactive', name: 'Blue Owl Interactive', engines: ['slot', 'crash'] },
  { key: 'kestrel-play', name: 'Kestrel Play', engines: ['slot', 'roulette', 'blackjack'] },
  { key: 'mosaic-forge', name: 'Mosaic Forge', engines: ['slot'] },
  { key: 'lantern-bay-games', name: 'Lantern Bay Games', engines: ['slot', 'roulette'] },
  { key: 'silverpine', name: 'Silverpine', engines: ['slot', 'blackjack'] },
  { key: 'tidewater-labs', name: 'Tidewater Labs', engines: ['slot', 'crash'] },
  { key: 'ember-and-oak', name: 'Ember & Oak', engines: ['slot'] },
  { key: 'quartz-rabbit', name: 'Quartz Rabbit', engines: ['slot', 'crash'] },
  { key: 'halcyon-spin', name: 'Halcyon Spin', engines: ['slot', 'roulette', 'blackjack'] },
  { key: 'stonebridge-live', name: 'Stonebridge Live', engines: ['live-roulette', 'live-blackjack'] },
  { key: 'velvet-hall-studios', name: 'Velvet Hall Studios', engines: ['live-roulette', 'live-wheel'] },
  { key: 'pitchline-virtuals', name: 'Pitchline Virtuals', engines: ['virtual-football'] },
];

export const vendorsFor = (engine: CasinoEngine): readonly Vendor[] =>
  VENDORS.filter((vendor) => vendor.engines.includes(engine));
