import { describe, expect, it } from 'vitest';
import { createResyncGate, RESYNC_SETTLE_MS } from './resync-gate';

/** A clock the test moves by hand: timers run only when `advance` passes their time. */
function fakeClock() {
  let now = 0;
  let timers: { at: number; callback: () => void; handle: number }[] = [];
  let next = 1;
  return {
    setTimeout: (callback: () => void, ms: number) => {
      const handle = next++;
      timers.push({ at: now + ms, callback, handle });
      return handle;
    },
    clearTimeout: (handle: unknown) => {
      timers = timers.filter((timer) => timer.handle !== handle);
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.callback();
    },
    get pending() {
      return timers.length;
    },
  };
}

function gateWith(announce: () => Promise<unknown> = async () => undefined) {
  const clock = fakeClock();
  const events: string[] = [];
  const gate = createResyncGate({
    announce: () => {
      events.push('announce');
      return announce();
    },
    resync: () => events.push('resync'),
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
  });
  return { gate, clock, events };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the resync gate (decision 025)', () => {
  it('resyncs the clients once per burst of gaps, after the settle window', () => {
    const { gate, clock, events } = gateWith();
    gate.gap(); // this instance's subscriber came back
    clock.advance(RESYNC_SETTLE_MS / 2);
    gate.gap(); // another instance announced the messages it dropped
    expect(events).toEqual([]);
    clock.advance(RESYNC_SETTLE_MS / 2);
    expect(events).toEqual(['resync']);
    clock.advance(RESYNC_SETTLE_MS * 5);
    expect(events).toEqual(['resync']);

    gate.gap(); // a later outage is a new burst
    clock.advance(RESYNC_SETTLE_MS);
    expect(events).toEqual(['resync', 'resync']);
  });

  it('announces dropped messages once the publisher is back, and only then', () => {
    const { gate, events } = gateWith();
    gate.publisherReady(); // the first connection: nothing was dropped
    expect(events).toEqual([]);
    gate.dropped();
    gate.dropped();
    expect(events).toEqual([]);
    gate.publisherReady();
    expect(events).toEqual(['announce']);
    gate.publisherReady(); // a reconnect with nothing dropped in between says nothing
    expect(events).toEqual(['announce']);
  });

  it('announces again at the next reconnect when the announcement itself was lost', async () => {
    let fail = true;
    const { gate, events } = gateWith(async () => {
      if (fail) throw new Error('connection lost');
    });
    gate.dropped();
    gate.publisherReady();
    await settle();
    fail = false;
    gate.publisherReady();
    await settle();
    gate.publisherReady();
    expect(events).toEqual(['announce', 'announce']);
  });

  it('does nothing more once closed', () => {
    const { gate, clock, events } = gateWith();
    gate.gap();
    gate.dropped();
    gate.close();
    expect(clock.pending).toBe(0);
    gate.publisherReady();
    gate.gap();
    clock.advance(RESYNC_SETTLE_MS);
    expect(events).toEqual([]);
  });
});
