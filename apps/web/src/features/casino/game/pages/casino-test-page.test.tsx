import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { serveVisitor, slot } from '../game-test-kit';

const catalogue = [
  slot({ id: 'pharaohs-fortune', variant: 'classic-5x3' }),
  slot({ id: 'nile-gold', name: 'Nile Gold', variant: 'classic-5x3' }),
  slot({ id: 'fruit-storm', name: 'Fruit Storm', variant: 'fruits-5x4', rtp: 95.8 }),
  slot({ id: 'red-table', name: 'Red Table', engine: 'roulette', variant: 'european', minStake: 100 }),
  slot({
    id: 'lightning-wheel',
    name: 'Lightning Wheel',
    lobby: 'live-casino',
    engine: 'live-wheel',
    variant: 'wheel-30s',
    demo: false,
    rtp: null,
  }),
];

describe('/casino/test', () => {
  it('lists one game per engine and variant, across pages, with its RTP, stakes and a demo launch', async () => {
    serveVisitor((url) => {
      if (url.pathname !== '/api/casino/games') return undefined;
      const offset = Number(url.searchParams.get('offset'));
      // Two pages, to show the page reads the whole catalogue.
      return json({ total: catalogue.length, games: catalogue.slice(offset, offset + 3) });
    });
    renderApp({ path: '/casino/test' });
    await screen.findByRole('listitem', { name: 'slot classic-5x3' }, { timeout: 5000 });
    const cards = [...document.querySelectorAll<HTMLElement>('main li[aria-label]')];
    const labels = cards.map((card) => card.getAttribute('aria-label'));
    expect(labels).toEqual(['slot classic-5x3', 'slot fruits-5x4', 'roulette european', 'live-wheel wheel-30s']);
    const first = within(cards[0]!);
    expect(first.getByText('96.10%')).toBeTruthy();
    expect(first.getByText('€0.10 – €100.00')).toBeTruthy();
    expect(first.getByText('2')).toBeTruthy();
    expect(first.getByRole('link', { name: "Play Pharaoh's Fortune for fun" }).getAttribute('href')).toBe(
      '/casino/game/pharaohs-fortune?mode=demo',
    );
    const wheel = within(cards[3]!);
    expect(wheel.getByText('depends on play')).toBeTruthy();
    expect(wheel.queryByRole('link')).toBeNull();
  });
});
