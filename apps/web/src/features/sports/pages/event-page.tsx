import type { EventDetail } from '@playline/contract/sports';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import buttons from '#app/components/button.module.css';
import { ApiError } from '#app/lib/api-error.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useEvent } from '../api/get-event';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-states';
import styles from './event-page.module.css';
import { EventPageView } from './event-page-view';

/** `:eventId` as a positive integer, or null for anything else (a typo must not reach the API). */
export function parseEventId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** PreLiveSportEvent `/sports/event/:eventId`: every market of one event, refreshed so price moves show. */
export function PreLiveSportEventPage() {
  const eventId = parseEventId(useParams().eventId);
  if (eventId === null) return <EventMissing messageKey="SportsEvent.BadId" />;
  return <EventById eventId={eventId} />;
}

export function EventById({ eventId }: { eventId: number }) {
  const event = useEvent(eventId);
  return <EventStates query={event} render={(data) => <EventPageView event={data} />} />;
}

interface EventStatesProps {
  query: UseQueryResult<EventDetail>;
  render: (event: EventDetail) => ReactNode;
}

/** An event query's page: the event once loaded, else not found, the error with a retry, or the skeleton. */
export function EventStates({ query: event, render }: EventStatesProps) {
  const t = useT();
  if (event.data) return render(event.data);
  if (event.error instanceof ApiError && event.error.status === 404) {
    return <EventMissing messageKey="SportsEvent.NotFound" />;
  }
  return (
    <div className={styles.page}>
      {event.isError ? (
        <ListError message={t('SportsEvent.LoadError')} onRetry={() => void event.refetch()} />
      ) : (
        <ListSkeleton rows={5} />
      )}
    </div>
  );
}

export function EventMissing({ messageKey }: { messageKey: 'SportsEvent.BadId' | 'SportsEvent.NotFound' }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <h1 className={styles.missingTitle}>{t('SportsEvent.Title')}</h1>
      <ListEmpty
        message={t(messageKey)}
        action={
          <Link to="/sports" className={`${buttons.button} ${buttons.outline}`}>
            {t('SportsEvent.BackToSports')}
          </Link>
        }
      />
    </div>
  );
}
