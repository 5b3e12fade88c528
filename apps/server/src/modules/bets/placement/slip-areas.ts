import type { Area } from '@playline/contract';
import { isVirtualSport } from '@playline/contract/sports-keys';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import type { RouteAccess } from '#app/plugins/route-access.ts';
import { eventsOfSlip } from '../shared/selections';
import type { RequestedBet } from './rules';

/**
 * The brand areas a slip's selections need beyond sports (decision 020): a leg in play needs live betting, a leg
 * on a virtual league the virtual games. The placement route checks them with `enforceAccess`, as every other
 * area's route, so a brand without live betting cannot take an in-play bet whatever its web shows.
 */
export function slipAccess(feed: FeedAdapter, body: { bets: RequestedBet[] }): RouteAccess[] {
  const at = feed.now();
  const areas = new Set<Area>();
  for (const event of eventsOfSlip(feed, body)) {
    if (isVirtualSport(event.sport)) areas.add('virtual');
    else if (feed.status(event, at) === 'live') areas.add('live');
  }
  return [...areas].map((area) => ({ areas: [area] }));
}
