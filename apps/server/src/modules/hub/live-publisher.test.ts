import type { HubServerMessage, LiveUpdate } from '@playline/contract/hub';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../sports/feed/adapter';
import { TEST_FEED_NOW, testFeed } from '../sports/test-feed';
import { createLivePublisher } from './live-publisher';

function recordingPublisher() {
  const published: { channel: string; message: HubServerMessage }[] = [];
  return {
    published,
    hub: { publish: (channel: string, message: HubServerMessage) => published.push({ channel, message }) },
  };
}

describe('the live publisher', () => {
  it('primes silently, then publishes what changed per event and one overview message per tick', () => {
    let now = TEST_FEED_NOW;
    const feed = testFeed(() => now);
    const { published, hub } = recordingPublisher();
    const publisher = createLivePublisher(feed, hub);
    publisher.tick();
    expect(published).toEqual([]);

    now += 90_000;
    publisher.tick();
    const overviews = published.filter((entry) => entry.channel === 'live');
    expect(overviews).toHaveLength(1);
    const overview = overviews[0]!.message as LiveUpdate;
    const live = new Set(feed.liveEvents(now).map((event) => event.id));
    expect(overview.lines.length).toBeGreaterThan(0);
    for (const line of overview.lines)
      expect(live.has(line.eventId) || overview.ended.includes(line.eventId)).toBe(true);

    // A minute and a half later every running clock moved: each such event has an update on its own channel.
    const updated = new Set(
      published.filter((entry) => entry.channel.startsWith('event:')).map((entry) => entry.channel),
    );
    const running = (event: FeedEvent, at: number) => {
      const scoreboard = feed.scoreboard(event, at);
      return scoreboard?.phase === 'live' && scoreboard.minute !== null;
    };
    const timed = feed.liveEvents(now).filter((event) => running(event, now) && running(event, now - 90_000));
    expect(timed.length).toBeGreaterThan(0);
    expect(timed.filter((event) => !updated.has(`event:${event.id}`)).map((event) => event.id)).toEqual([]);
  });

  it('announces events that start and end between two ticks, with their state', () => {
    let now = TEST_FEED_NOW;
    const feed = testFeed(() => now);
    const { published, hub } = recordingPublisher();
    const publisher = createLivePublisher(feed, hub);
    publisher.tick();
    const before = new Set(feed.liveEvents(now).map((event) => event.id));
    now += 20 * 60_000;
    publisher.tick();
    const after = new Set(feed.liveEvents(now).map((event) => event.id));
    const overview = published.find((entry) => entry.channel === 'live')!.message as LiveUpdate;

    expect(new Set(overview.started)).toEqual(new Set([...after].filter((id) => !before.has(id))));
    expect(new Set(overview.ended)).toEqual(new Set([...before].filter((id) => !after.has(id))));
    expect(overview.started.length + overview.ended.length).toBeGreaterThan(0);
    for (const id of overview.started) {
      const first = published.find((entry) => entry.channel === `event:${id}`)!.message;
      expect(first).toMatchObject({ type: 'event', eventId: id, status: 'live', complete: true });
    }
    for (const id of overview.ended) {
      const last = published.filter((entry) => entry.channel === `event:${id}`).at(-1)!.message;
      expect(last).toMatchObject({ type: 'event', eventId: id, status: 'finished' });
    }
  });

  it('publishes nothing when nothing moved', () => {
    const feed = testFeed(() => TEST_FEED_NOW);
    const { published, hub } = recordingPublisher();
    const publisher = createLivePublisher(feed, hub);
    publisher.tick();
    publisher.tick();
    expect(published).toEqual([]);
  });
});
