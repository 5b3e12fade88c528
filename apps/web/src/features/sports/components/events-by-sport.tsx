import type { EventSummary } from '@playline/contract/sports';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from '../pages/browse.module.css';
import { bySport } from './by-sport';
import { EventRow } from './event-row';
import { SportIcon } from './sport-icon';

interface EventsBySportProps {
  events: readonly EventSummary[];
  /** The muted note after a sport's name ("3 live", "12 matches"); none when absent. */
  countLabel?: (count: number) => string;
}

/** A list of events in one section per sport (menu order), each with its icon and name: live and schedule screens. */
export function EventsBySport({ events, countLabel }: EventsBySportProps) {
  const t = useT();
  return bySport(events).map(([sport, list]) => (
    <section key={sport} className={styles.section} aria-label={t(`Sport.${sport}`)}>
      <h2 className={styles.sectionTitle}>
        <SportIcon sport={sport} size={18} /> {t(`Sport.${sport}`)}
        {countLabel ? (
          <>
            {' '}
            <span className={styles.muted}>{countLabel(list.length)}</span>
          </>
        ) : null}
      </h2>
      <div className={styles.rows}>
        {list.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </div>
    </section>
  ));
}
