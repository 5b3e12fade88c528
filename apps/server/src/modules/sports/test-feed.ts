import type { FeedAdapter } from './feed/adapter';
import { createSimulator } from './feed/simulator';

/** A fixed instant (a Saturday noon, UTC): tests read the same catalogue and odds on every run and machine. */
export const TEST_FEED_NOW = Date.UTC(2025, 4, 17, 12, 0, 0);

/**
 * The real simulator on a clock the test holds: nothing drifts between two requests of a test (an ETag stays
 * valid), and a test can move time on by changing what `now` answers.
 */
export function testFeed(now: () => number = () => TEST_FEED_NOW): FeedAdapter {
  return createSimulator({ seed: 'playline-test', speed: 1, now });
}
