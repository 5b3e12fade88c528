import { routePath } from '@playline/contract/routes';
import { useParams } from 'react-router';
import { useLiveEvent } from '#app/features/sports/live/live-queries.ts';
import { useEventSync } from '#app/features/sports/live/live-sync.ts';
import { CustomBetScreen } from '../custom-bet-page';
import { parseEventId } from '../event-page';

/** SportEventCustomBet `/live/event/:eventId/custom-bet`: the bet builder on a match in play, kept current by push. */
export function LiveCustomBetPage() {
  const eventId = parseEventId(useParams().eventId);
  useEventSync(eventId);
  const event = useLiveEvent(eventId ?? 0);
  return (
    <CustomBetScreen eventId={eventId} query={event} eventHref={routePath('SportEvent', { eventId: eventId ?? 0 })} />
  );
}
