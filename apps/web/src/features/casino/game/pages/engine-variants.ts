import type { CasinoGame } from '@playline/contract/casino';
import { CASINO_ENGINES } from '@playline/contract/casino-keys';

/** One engine/variant pair of the catalogue, its first game standing for it, and how many entries use it. */
export interface EngineVariant {
  game: CasinoGame;
  games: number;
}

/** Every engine and variant the catalogue uses, in the contract's engine order, then by variant name. */
export function engineVariants(games: readonly CasinoGame[]): EngineVariant[] {
  const byKey = new Map<string, EngineVariant>();
  for (const game of games) {
    const key = `${game.engine}/${game.variant}`;
    const known = byKey.get(key);
    if (known) {
      known.games += 1;
      // A demo-capable entry is more useful on a page of demo buttons.
      if (!known.game.demo && game.demo) known.game = game;
    } else byKey.set(key, { game, games: 1 });
  }
  const order = (engine: CasinoGame['engine']) => CASINO_ENGINES.indexOf(engine);
  return [...byKey.values()].sort(
    (a, b) => order(a.game.engine) - order(b.game.engine) || a.game.variant.localeCompare(b.game.variant),
  );
}
