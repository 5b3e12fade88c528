import type { SlotConfig } from '@playline/contract/casino';
import { GAME_FRAME_EN } from '@playline/contract/texts/game-frame-en';
import type { FrameContext } from '../context';
import { h, reducedMotion } from '../dom';
import { sayRoundSummary } from '../round-summary';
import { gameStakePicker } from '../stake';
import type { TextKey } from '../texts';
import { createPaytable } from './slot-paytable';
import { symbolPicture } from './slot-pictures';
import { reelStops, tileHue, winningCells } from './slot-wins';

/**
 * A slot: reels spin while the round is asked for and stop reel by reel on the server's grid (within 1.2 s, at once
 * with reduced motion); paying cells light up and each win is listed. One spin per tap: no autoplay, no turbo.
 */
export function startSlot(context: FrameContext, stage: HTMLElement, config: SlotConfig) {
  const { t, money } = context;
  stage.style.setProperty('--theme-bg', config.theme.background);
  stage.style.setProperty('--theme-accent', config.theme.accent);
  const symbolIndex = new Map(config.symbols.map((symbol, index) => [symbol.id, index]));
  const glyph = (id: string) => config.theme.glyphs[id] ?? config.symbols.find((s) => s.id === id)?.name ?? id;
  // What a player reads and hears: the symbol's name in the frame's language (a name without a text stays as dealt).
  const label = (id: string) => {
    const key = `Game.Symbol.${glyph(id)}` as TextKey;
    return key in GAME_FRAME_EN ? t(key) : glyph(id);
  };

  const cells: HTMLElement[][] = [];
  const reels = h('div', { class: 'reels', style: `--reels:${config.reels};--rows:${config.rows}` });
  for (let reel = 0; reel < config.reels; reel += 1) {
    const column = h('div', { class: 'reel' });
    cells.push(Array.from({ length: config.rows }, () => column.appendChild(h('div', { class: 'tile' }))));
    reels.append(column);
  }
  const paint = (cell: HTMLElement, id: string) => {
    const symbol = config.symbols[symbolIndex.get(id) ?? 0];
    const hue = tileHue(symbolIndex.get(id) ?? 0);
    cell.replaceChildren(symbolPicture(glyph(id), label(id), hue));
    cell.dataset.kind = symbol?.kind ?? 'regular';
    cell.style.setProperty('--hue', String(hue));
  };
  const randomSymbol = () => config.symbols[Math.floor(Math.random() * config.symbols.length)]?.id ?? '';
  cells.forEach((column) => {
    for (const cell of column) paint(cell, randomSymbol());
  });

  const wins = h('ul', { class: 'win-list' });
  const stake = gameStakePicker(context, { unit: config.paylines.length });
  const spin = h('button', { type: 'button', class: 'primary play' }, t('Game.Spin'));
  const paytable = createPaytable(context, config, glyph, label);

  spin.addEventListener('click', async () => {
    spin.disabled = true;
    stake.setDisabled(true);
    wins.replaceChildren();
    context.say('');
    for (const column of cells) for (const cell of column) cell.classList.remove('hit');
    const started = performance.now();
    const motion = !reducedMotion();
    reels.classList.toggle('spinning', motion);
    // Blurred symbols roll while the server decides; a cheap swap of cached pictures, no layout change.
    const roll = motion
      ? setInterval(() => {
          cells.forEach((column) => {
            for (const cell of column) if (!cell.classList.contains('stopped')) paint(cell, randomSymbol());
          });
        }, 80)
      : undefined;
    const result = await context.play({ engine: 'slot', stake: stake.value }, stake.value);
    const outcome = result?.outcome.engine === 'slot' ? result.outcome : null;
    const stops = motion ? reelStops(config.reels) : config.reels ? Array(config.reels).fill(0) : [];
    await Promise.all(
      cells.map(
        (column, reel) =>
          new Promise<void>((resolve) => {
            const delay = Math.max(0, (stops[reel] ?? 0) - (performance.now() - started));
            setTimeout(() => {
              column.forEach((cell, row) => {
                const id = outcome?.grid[reel]?.[row];
                if (id) paint(cell, id);
                cell.classList.add('stopped');
              });
              resolve();
            }, delay);
          }),
      ),
    );
    clearInterval(roll);
    reels.classList.remove('spinning');
    for (const column of cells) for (const cell of column) cell.classList.remove('stopped');
    if (outcome && result) {
      const lit = winningCells(outcome.wins, config.paylines, outcome.grid);
      cells.forEach((column, reel) => {
        column.forEach((cell, row) => {
          cell.classList.toggle('hit', lit.has(`${reel}:${row}`));
        });
      });
      for (const win of outcome.wins) {
        const values = { line: win.line + 1, count: win.count, symbol: label(win.symbol), amount: money(win.amount) };
        wins.append(h('li', {}, win.line < 0 ? t('Game.ScatterWin', values) : t('Game.Line', values)));
      }
      sayRoundSummary(context, result.stake, result.win);
    }
    spin.disabled = false;
    stake.setDisabled(false);
  });

  stage.append(
    reels,
    context.status,
    wins,
    h('div', { class: 'controls' }, stake.element, spin),
    h('p', { class: 'muted' }, t('Game.Lines', { count: config.paylines.length })),
    paytable,
  );
}
