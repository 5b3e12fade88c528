import { REAL_SPORT_KEYS } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { createSimulator } from './simulator';
import { DAY, HOUR, sampleEvents, simulatorAt, T0 } from './test-support';

describe('feed simulator', () => {
  const feed = simulatorAt('alpha');

  it.each([T0, T0 + 3 * DAY + 5 * HOUR, T0 + 41 * DAY + 17 * HOUR, Date.UTC(2027, 5, 30, 4, 0)])(
    'offers at least 1,000 events of all twelve sports in the week after %i',
    (at) => {
      const events = feed.eventsStartingBetween(at, at + 7 * DAY);
      expect(events.length).toBeGreaterThanOrEqual(1000);
      expect(new Set(events.map((event) => event.sport))).toEqual(new Set(REAL_SPORT_KEYS));
      expect(events.every((event) => feed.status(event, at - 1) === 'prematch')).toBe(true);
    },
  );

  it('runs its clock from the anchor at its speed', () => {
    let wall = T0;
    const fast = simulatorAt('alpha');
    expect(fast.now()).toBe(T0);
    const tenfold = createSimulator({ seed: 'alpha', speed: 10, now: () => wall, anchor: T0 });
    wall = T0 + 60_000;
    expect(tenfold.now()).toBe(T0 + 600_000);
    expect(tenfold.version(tenfold.now())).toBeGreaterThan(tenfold.version(T0));
    // FEED_START: the same clock from another day.
    const thursday = Date.UTC(2026, 10, 26, 15);
    const shifted = createSimulator({ seed: 'alpha', speed: 10, now: () => wall, anchor: T0, start: thursday });
    expect(shifted.now()).toBe(thursday + 600_000);
  });

  it('gives the same catalogue, events and odds for the same seed, and other ones for another seed', () => {
    const twin = simulatorAt('alpha');
    const other = simulatorAt('beta');
    expect(twin.leagues().map((league) => league.name)).toEqual(feed.leagues().map((league) => league.name));
    const events = feed.eventsStartingBetween(T0, T0 + 2 * DAY);
    expect(twin.eventsStartingBetween(T0, T0 + 2 * DAY)).toEqual(events);
    for (const event of sampleEvents(feed, T0, 2)) {
      expect(twin.markets(twin.event(event.id)!, T0)).toEqual(feed.markets(event, T0));
    }
    const names = (events: readonly { home: { name: string } }[]) => events.map((event) => event.home.name);
    expect(names(other.eventsStartingBetween(T0, T0 + 2 * DAY))).not.toEqual(names(events));
    const sample = sampleEvents(feed, T0, 1);
    const odds = (f: typeof feed) =>
      sample.map((event) => f.mainMarket(f.event(event.id)!, T0)?.outcomes.map((outcome) => outcome.odds));
    expect(odds(other)).not.toEqual(odds(feed));
  });

  it('moves an event from prematch to live at kick-off and to finished when play ends', () => {
    for (const event of sampleEvents(feed, T0, 1)) {
      expect(feed.status(event, event.startsAt - 1)).toBe('prematch');
      expect(feed.status(event, event.startsAt)).toBe('live');
      // Live until play ends: at the scheduled end at the latest, sooner in a match won early.
      const playing = feed.scoreboard(event, event.endsAt - 1)?.phase !== 'finished';
      expect(feed.status(event, event.endsAt - 1)).toBe(playing ? 'live' : 'finished');
      expect(feed.status(event, event.endsAt)).toBe('finished');
      expect(feed.scoreboard(event, event.startsAt - 1)).toBeNull();
      expect(feed.scoreboard(event, event.startsAt)?.phase).toBe('live');
      expect(feed.scoreboard(event, event.endsAt)?.phase).toBe('finished');
      expect(feed.result(event, event.endsAt - 1) === null).toBe(playing);
      expect(feed.mainMarket(event, event.startsAt - 1)?.status).toBe('open');
      const keys = (at: number) => feed.markets(event, at).map((market) => market.key);
      expect(keys(event.startsAt)).toEqual(keys(event.startsAt - 1));
      expect(feed.markets(event, event.endsAt).every((market) => market.status === 'suspended')).toBe(true);
    }
  });

  it('answers undefined for ids it never produced and null outrights for unknown leagues', () => {
    expect(feed.event(0)).toBeUndefined();
    expect(feed.event(99_999_999_999_999)).toBeUndefined();
    expect(feed.league(1)).toBeUndefined();
    expect(feed.outright(1, T0)).toBeNull();
    expect(feed.standings(1, T0)).toBeNull();
  });
});
