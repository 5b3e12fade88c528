import { hasArea } from '@playline/contract/areas';
import { routePath } from '@playline/contract/routes';
import type { EventSummary } from '@playline/contract/sports';
import { useBrand } from '#app/brand/boot-context.tsx';

type PathEvent = Pick<EventSummary, 'id' | 'status'>;

/**
 * Where an event opens: a match in play on the live event page where the brand offers live betting, anything
 * else (and every event on a brand without it, whose /live routes go home) on the pre-match event page.
 */
export function useEventPath(): (event: PathEvent) => string {
  const live = hasArea(useBrand(), 'live');
  return (event) =>
    live && event.status === 'live'
      ? routePath('SportEvent', { eventId: event.id })
      : routePath('PreLiveSportEvent', { eventId: event.id });
}
