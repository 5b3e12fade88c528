import type { GameSession, RoundResult, SlotConfig } from '@playline/contract/casino';
import { SLOT_SYMBOL_NAMES } from '@playline/contract/slot-symbols';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../context';
import { startSlot } from './slot';

const THEME_NAMES = Object.values(SLOT_SYMBOL_NAMES);
const IDS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 'wild', 'scatter'];

const configFor = (names: readonly string[]): SlotConfig => ({
  engine: 'slot',
  reels: 5,
  rows: 2,
  paylines: [[0, 0, 0, 0, 0]],
  symbols: IDS.map((id) => ({
    id,
    name: id,
    pays: [1, 2, 3] as [number, number, number],
    kind: id === 'wild' ? 'wild' : id === 'scatter' ? 'scatter' : 'regular',
  })),
  scatterPays: [2, 10, 50],
  theme: {
    background: '#123',
    accent: '#f0c',
    glyphs: {
      ...Object.fromEntries(names.map((name, index) => [`s${index + 1}`, name])),
      wild: 'Wild',
      scatter: 'Bonus',
    },
  },
});
const balance = { balance: 10_000, currencyCode: 'EUR', demo: false };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(config: SlotConfig, grid: string[][], languageId = 1) {
  const session = {
    game: { name: 'Fruit Reels', minStake: 10, maxStake: 50_000 },
    mode: 'real',
    config,
    balance,
    openRound: null,
    languageId,
    startedAt: 0,
  } as unknown as GameSession;
  const round: RoundResult = {
    roundId: 1,
    stake: 10,
    win: 0,
    finished: true,
    outcome: { engine: 'slot', grid, wins: [] },
    balance,
  } as RoundResult;
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(round), { status: 200 })),
  );
  vi.stubGlobal('matchMedia', () => ({ matches: true })); // reduced motion: reels stop at once
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  const root = document.createElement('main');
  const { context, stage } = createContext(session, 'tok_abcdefghijklmnopqrstuvwxyz', root);
  startSlot(context, stage, config);
  return root;
}

const reelNames = (root: Element) =>
  [...root.querySelectorAll('.reels .tile')].map((tile) => {
    const picture = tile.querySelector('svg[role="img"]');
    return { name: picture?.getAttribute('aria-label'), shapes: picture?.children.length ?? 0 };
  });

describe('the slot reels', () => {
  it.each(THEME_NAMES.map((names) => [names[0], names] as const))(
    'draw each symbol id the engine returns as a named picture (%s theme), before and after a spin',
    async (_, names) => {
      const config = configFor(names);
      const grid = [IDS.slice(0, 2), IDS.slice(2, 4), IDS.slice(4, 6), IDS.slice(6, 8), IDS.slice(8, 10)];
      const root = open(config, grid);
      for (const tile of reelNames(root)) {
        expect(tile.shapes).toBeGreaterThan(0);
        expect([...names, 'Wild', 'Bonus']).toContain(tile.name);
      }
      const spin = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Spin') as HTMLButtonElement;
      spin.click();
      await vi.runAllTimersAsync();
      const shown = reelNames(root);
      // Reels are columns: reel r, row w is tile r * rows + w, each showing the grid's symbol by its theme name.
      expect(shown.map((tile) => tile.name)).toEqual([...names, 'Wild', 'Bonus']);
      for (const tile of shown) expect(tile.shapes).toBeGreaterThan(0);
      const paytable = root.querySelectorAll('.paytable .tile svg');
      expect(paytable).toHaveLength(IDS.length);
    },
  );

  it('names the pictures in Greek for a Greek player, in the paytable too', () => {
    const root = open(configFor(SLOT_SYMBOL_NAMES.fruits), [], 2);
    const names = new Set(reelNames(root).map((tile) => tile.name));
    expect([...names].every((name) => /^[Α-Ωα-ωάέήίόύώ ]+$/.test(name ?? ''))).toBe(true);
    expect(root.querySelector('.paytable tbody th')?.textContent?.trim()).toBe('Κεράσι');
  });

  it('still draws a named picture for a symbol no theme has named yet', async () => {
    const root = open(
      configFor(['Cherry', 'Quasar']),
      Array.from({ length: 5 }, () => ['s2', 's2']),
    );
    [...root.querySelectorAll('button')].find((b) => b.textContent === 'Spin')?.click();
    await vi.runAllTimersAsync();
    for (const tile of reelNames(root)) expect(tile).toEqual({ name: 'Quasar', shapes: 1 });
  });
});
