import { routePath } from '@playline/contract/routes';
import { useParams } from 'react-router';
import { useLiveEvent } from '../../live/live-queries';
import { useEventSync } from '../../live/live-sync';
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
