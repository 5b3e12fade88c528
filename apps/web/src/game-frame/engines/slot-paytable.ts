import type { SlotConfig } from '@playline/contract/casino';
import type { FrameContext } from '../context';
import { h } from '../dom';
import { symbolPicture } from './slot-pictures';
import { tileHue } from './slot-wins';

/**
 * The paytable behind a toggle: each symbol's pays for 3, 4 and 5 of a kind as multiples of the line stake, and the
 * scatter's as multiples of the total stake (the contract's units), with what wild and scatter do.
 */
export function createPaytable(
  context: FrameContext,
  config: SlotConfig,
  glyph: (id: string) => string,
  label: (id: string) => string,
) {
  const { t } = context;
  const rows = config.symbols.map((symbol, index) => {
    const pays = symbol.kind === 'scatter' ? config.scatterPays : symbol.pays;
    return h(
      'tr',
      {},
      h(
        'th',
        { scope: 'row' },
        // The symbol's picture as on the reels (hidden from screen readers: its name follows as text).
        h(
          'span',
          { class: 'tile mini', 'data-kind': symbol.kind, style: `--hue:${tileHue(index)}`, 'aria-hidden': 'true' },
          symbolPicture(glyph(symbol.id), label(symbol.id), tileHue(index)),
        ),
        ' ',
        label(symbol.id),
      ),
      ...pays.map((pay) => h('td', {}, pay > 0 ? `×${pay}` : '—')),
    );
  });
  const table = h(
    'table',
    { class: 'paytable' },
    h(
      'thead',
      {},
      h('tr', {}, h('th', {}), ...[3, 4, 5].map((count) => h('th', { scope: 'col' }, t('Game.PaysFor', { count })))),
    ),
    h('tbody', {}, ...rows),
  );
  const notes = h('ul', { class: 'muted' });
  if (config.symbols.some((symbol) => symbol.kind === 'wild')) notes.append(h('li', {}, t('Game.Wild')));
  if (config.symbols.some((symbol) => symbol.kind === 'scatter')) notes.append(h('li', {}, t('Game.Scatter')));
  const panel = h('div', { class: 'panel', id: 'paytable', hidden: true }, table, notes);
  const toggle = h(
    'button',
    { type: 'button', class: 'secondary', 'aria-expanded': 'false', 'aria-controls': 'paytable' },
    t('Game.Paytable'),
  );
  toggle.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
    toggle.textContent = panel.hidden ? t('Game.Paytable') : t('Game.PaytableHide');
  });
  return h('div', { class: 'paytable-box' }, toggle, panel);
}
