import type { EventSummary } from '@playline/contract/sports';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { dayLabel, localDay } from './day-groups';
import styles from './event-row.module.css';
import { SportIcon } from './sport-icon';

/** Which line a row of a mixed list shows above its sides. */
export type EventContextKind = 'league' | 'dayAndLeague';

/**
 * The line that places a match in a list of many sports (issue 21): its sport and league, and for lists over many
 * days (search) its day ("Today", "Tomorrow", "Sat 2 May"), the time being beside it.
 */
export function EventContext({ event, kind }: { event: EventSummary; kind: EventContextKind }) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const parts = [t(`Sport.${event.sport}`), event.league.name];
  if (kind === 'dayAndLeague' && event.status !== 'live') {
    parts.unshift(dayLabel(t, localDay(event.startsAt), locale, Date.now(), true));
  }
  return (
    <p className={styles.context}>
      <SportIcon sport={event.sport} size={12} className={styles.contextIcon} />
      <span className={styles.contextText}>{parts.join(' · ')}</span>
    </p>
  );
}
