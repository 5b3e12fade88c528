import { routePath } from '@playline/contract/routes';
import { useParams } from 'react-router';
import { useLiveEvent } from '#app/features/sports/live/live-queries.ts';
import { useEventSync } from '#app/features/sports/live/live-sync.ts';
import { EventMissing, EventStates, parseEventId } from '../event-page';
import { EventPageView } from '../event-page-view';
import { LiveEventDetails, LiveEventLead } from './live-event-extras';

/** SportEvent `/live/event/:eventId`: a match in play with its scoreboard, every market, statistics and incidents. */
export function LiveEventPage() {
  const eventId = parseEventId(useParams().eventId);
  if (eventId === null) return <EventMissing messageKey="SportsEvent.BadId" />;
  return <LiveEventById eventId={eventId} />;
}

/** One live event kept current by its hub channel (the slow poll only while the hub is closed). */
export function LiveEventById({ eventId }: { eventId: number }) {
  useEventSync(eventId);
  const event = useLiveEvent(eventId);
  return (
    <EventStates
      query={event}
      render={(data) => (
        <EventPageView
          event={data}
          builderHref={routePath('SportEventCustomBet', { eventId: data.id })}
          lead={<LiveEventLead event={data} />}
          details={<LiveEventDetails event={data} />}
        />
      )}
    />
  );
}
