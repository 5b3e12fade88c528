import type { Market } from '@playline/contract/sports';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChannelMessage } from './hub-client';
import { createLiveOddsStore, type LiveOddsStore, useLiveOutcome } from './live-odds';
import { manualFrames } from './manual-frames';

function market(eventId: number, key: string, prices: number[], status: Market['status'] = 'open'): Market {
  return {
    key,
    type: '1x2',
    line: null,
    group: 'main',
    status,
    builder: false,
    outcomes: prices.map((odds, index) => ({
      id: `${eventId}/${key}/o${index}`,
      code: `o${index}`,
      odds,
      status: 'open',
    })),
  };
}

const eventUpdate = (eventId: number, markets: Market[], extra: Partial<ChannelMessage> = {}): ChannelMessage =>
  ({ type: 'event', eventId, markets, ...extra }) as ChannelMessage;

function setup() {
  const frames = manualFrames();
  const store = createLiveOddsStore(frames.request);
  return { frames, store };
}

describe('live odds store', () => {
  it('holds nothing until a frame applies what the hub sent', () => {
    const { frames, store } = setup();
    store.feed(eventUpdate(1, [market(1, 'mr', [2.1, 3.2, 3.5])]));
    expect(store.get('1/mr/o0')).toBeUndefined();
    frames.run();
    expect(store.get('1/mr/o0')).toEqual({ odds: 2.1, status: 'open', eventId: 1 });
    expect(store.size).toBe(3);
  });

  it('takes price-only changes as [outcomeId, odds] pairs, keeping each outcome’s status', () => {
    const { frames, store } = setup();
    store.feed(eventUpdate(1, [market(1, 'mr', [2.1, 3.2]), market(1, 'ou', [1.9, 1.9], 'suspended')]));
    frames.run();
    store.feed(
      eventUpdate(1, [], {
        prices: [
          ['1/mr/o0', 2.25],
          ['1/ou/o1', 1.85],
        ],
      }),
    );
    frames.run();
    expect(store.get('1/mr/o0')).toMatchObject({ odds: 2.25, status: 'open' });
    expect(store.get('1/ou/o1')).toMatchObject({ odds: 1.85, status: 'suspended' });
    expect(store.get('1/mr/o1')).toMatchObject({ odds: 3.2 });
  });

  it("takes the overview's price-only changes of main markets", () => {
    const { frames, store } = setup();
    store.feed({ type: 'live', lines: [], started: [], ended: [], prices: [['4/mr/o2', 5.5]] } as ChannelMessage);
    frames.run();
    expect(store.get('4/mr/o2')).toEqual({ odds: 5.5, status: 'open', eventId: 4 });
  });

  it('notifies once per frame per changed outcome, and not at all for unchanged ones', () => {
    const { frames, store } = setup();
    store.feed(eventUpdate(1, [market(1, 'mr', [2.1, 3.2, 3.5])]));
    frames.run();
    const home = vi.fn();
    const draw = vi.fn();
    const away = vi.fn();
    store.subscribe('1/mr/o0', home);
    store.subscribe('1/mr/o1', draw);
    store.subscribe('1/mr/o2', away);
    // Three messages in one frame: the home price moves twice, the draw once, the away price not at all.
    store.feed(eventUpdate(1, [market(1, 'mr', [2.0, 3.2, 3.5])]));
    store.feed(eventUpdate(1, [market(1, 'mr', [1.95, 3.3, 3.5])]));
    store.feed(eventUpdate(1, [market(1, 'mr', [1.95, 3.3, 3.5])]));
    expect(home).not.toHaveBeenCalled();
    frames.run();
    expect(home).toHaveBeenCalledTimes(1);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(away).not.toHaveBeenCalled();
    expect(store.get('1/mr/o0')?.odds).toBe(1.95);
    // A change that comes back to the same price by the frame is no change.
    store.feed(eventUpdate(1, [market(1, 'mr', [2.5, 3.3, 3.5])]));
    store.feed(eventUpdate(1, [market(1, 'mr', [1.95, 3.3, 3.5])]));
    frames.run();
    expect(home).toHaveBeenCalledTimes(1);
  });

  it("suspends every outcome of a suspended market, a removed market and a finished event's", () => {
    const { frames, store } = setup();
    store.feed(eventUpdate(1, [market(1, 'mr', [2.1, 3.2, 3.5]), market(1, 'ou', [1.9, 1.9])]));
    frames.run();
    store.feed(eventUpdate(1, [market(1, 'mr', [2.1, 3.2, 3.5], 'suspended')]));
    frames.run();
    expect(store.get('1/mr/o2')).toMatchObject({ odds: 3.5, status: 'suspended' });
    expect(store.get('1/ou/o0')?.status).toBe('open');
    store.feed(eventUpdate(1, [], { removedMarkets: ['ou'] }));
    frames.run();
    expect(store.get('1/ou/o1')).toMatchObject({ odds: 1.9, status: 'suspended' });
    store.feed(eventUpdate(1, [market(1, 'mr', [2.2, 3.2, 3.5])]));
    store.feed(eventUpdate(1, [], { status: 'finished' }));
    frames.run();
    expect(store.get('1/mr/o0')).toMatchObject({ odds: 2.2, status: 'suspended' });
  });

  it("takes the live overview's main markets and locks the events that ended", () => {
    const { frames, store } = setup();
    store.feed({
      type: 'live',
      lines: [
        { eventId: 5, status: 'live', scoreboard: null, mainMarket: market(5, 'mr', [1.5, 4, 6]) },
        { eventId: 6, status: 'live', scoreboard: null, mainMarket: null },
      ],
      started: [],
      ended: [],
    });
    frames.run();
    expect(store.get('5/mr/o1')?.odds).toBe(4);
    store.feed({ type: 'live', lines: [], started: [], ended: [5] });
    frames.run();
    expect(store.get('5/mr/o1')?.status).toBe('suspended');
  });

  it('forgets events nobody holds or shows once the grace period passed', () => {
    const { frames, store } = setup();
    store.feed(eventUpdate(1, [market(1, 'mr', [2, 3, 4])]));
    store.feed(eventUpdate(2, [market(2, 'mr', [2, 3, 4])]));
    store.feed(eventUpdate(3, [market(3, 'mr', [2, 3, 4])]));
    frames.run();
    const stop = store.subscribe('3/mr/o0', () => undefined);
    const held = (eventId: number) => eventId === 1;
    store.prune(held, 0, 1_000);
    store.prune(held, 999, 1_000);
    expect(store.size).toBe(9);
    store.prune(held, 1_000, 1_000);
    expect(store.get('2/mr/o0')).toBeUndefined();
    expect(store.get('1/mr/o0')).toBeDefined();
    // Still on screen: kept, and its grace period starts only when the screen lets go.
    expect(store.get('3/mr/o0')).toBeDefined();
    stop();
    store.prune(held, 1_500, 1_000);
    expect(store.get('3/mr/o0')).toBeDefined();
    store.prune(held, 2_500, 1_000);
    expect(store.get('3/mr/o0')).toBeUndefined();
    expect(store.size).toBe(3);
  });

  it('lets a finished event go even while its channel is held', () => {
    const { frames, store } = setup();
    store.feed(eventUpdate(1, [market(1, 'mr', [2, 3, 4])]));
    store.feed(eventUpdate(2, [market(2, 'mr', [2, 3, 4])]));
    store.feed({ type: 'live', lines: [], started: [], ended: [2] });
    frames.run();
    store.prune(() => true, 0, 1_000);
    store.prune(() => true, 1_000, 1_000);
    expect(store.get('1/mr/o0')).toBeDefined();
    expect(store.get('2/mr/o0')).toBeUndefined();
  });
});

describe('useLiveOutcome', () => {
  function Price({ id, store, renders }: { id: string; store: LiveOddsStore; renders: string[] }) {
    const outcome = useLiveOutcome(id, store);
    renders.push(id);
    return <span data-testid={id}>{outcome ? `${outcome.odds} ${outcome.status}` : 'none'}</span>;
  }

  it('re-renders only the component whose outcome changed', () => {
    const { frames, store } = setup();
    const renders: string[] = [];
    render(
      <>
        <Price id="1/mr/o0" store={store} renders={renders} />
        <Price id="1/mr/o1" store={store} renders={renders} />
      </>,
    );
    expect(screen.getByTestId('1/mr/o0').textContent).toBe('none');
    act(() => {
      store.feed(eventUpdate(1, [market(1, 'mr', [2.1, 3.2])]));
      frames.run();
    });
    expect(screen.getByTestId('1/mr/o0').textContent).toBe('2.1 open');
    renders.length = 0;
    act(() => {
      store.feed(eventUpdate(1, [market(1, 'mr', [2.1, 3.4])]));
      frames.run();
    });
    expect(renders).toEqual(['1/mr/o1']);
    expect(screen.getByTestId('1/mr/o1').textContent).toBe('3.4 open');
  });
});
