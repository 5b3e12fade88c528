import type { EventSummary } from '@playline/contract/sports';
import type { ReactNode } from 'react';
import type { EventContextKind } from '../components/event-context';
import { EventRow } from '../components/event-row';
import { ListEmpty, ListSkeleton, QueryState } from '../components/list-states';
import styles from './browse.module.css';

interface EventSectionProps {
  title: string;
  events: readonly EventSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  empty: string;
  /** Beside the title, e.g. a "see all" link. */
  aside?: ReactNode;
  /** Placeholder rows while loading: as many as the answer usually holds, so nothing below moves. */
  skeletonRows?: number;
  /** A list of many sports: each row says its sport and league (and day). */
  context?: EventContextKind;
}

/** A short titled list of events (home page sections); long lists use the virtualised EventList. */
export function EventSection({
  title,
  events,
  isPending,
  isError,
  refetch,
  empty,
  aside,
  skeletonRows = 3,
  context,
}: EventSectionProps) {
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {aside}
      </div>
      {isPending ? (
        <div className={styles.rows}>
          <ListSkeleton rows={skeletonRows} events withContext={context !== undefined} />
        </div>
      ) : (
        <QueryState isPending={false} isError={isError && !events} refetch={refetch} />
      )}
      {events && events.length === 0 ? <ListEmpty message={empty} /> : null}
      {events && events.length > 0 ? (
        <div className={styles.rows}>
          {events.map((event) => (
            <EventRow key={event.id} event={event} context={context} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
