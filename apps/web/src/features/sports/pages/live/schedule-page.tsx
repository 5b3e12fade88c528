import type { SportKey } from '@playline/contract/sports';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '#app/components/page.tsx';
import { useEvents } from '#app/features/sports/api/get-events.ts';
import { dayBounds, dayLabel } from '#app/features/sports/components/day-groups.ts';
import { EventsBySport } from '#app/features/sports/components/events-by-sport.tsx';
import { ListEmpty, ListError, ListSkeleton } from '#app/features/sports/components/list-states.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from '../browse.module.css';
import { parseSport, SportFilter } from '../statistics-page-sport-filter';
import { parseDayIndex, scheduleDays } from './schedule-days';

/**
 * Schedule `/schedule`: the matches of one of the next seven days that will be offered in play, by sport (every
 * simulated match is). The day and the sport live in the URL so back returns to them.
 */
export function SchedulePage() {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const [search, setSearch] = useSearchParams();
  // The days are fixed for the visit, so a page left open past midnight keeps one query key per chip.
  const [days] = useState(() => scheduleDays(Date.now()));
  const index = parseDayIndex(search.get('day'));
  const sport = parseSport(search.get('sport'));
  const day = days[index] ?? days[0] ?? 0;
  const events = useEvents({ ...dayBounds(day), sport: sport ?? undefined, limit: 500 });
  const update = (next: { day?: number; sport?: SportKey | null }) => {
    const params: Record<string, string> = {};
    const nextDay = next.day ?? index;
    const nextSport = next.sport === undefined ? sport : next.sport;
    if (nextDay > 0) params.day = String(nextDay);
    if (nextSport) params.sport = nextSport;
    setSearch(params, { replace: true, preventScrollReset: true });
  };
  const list = events.data?.events ?? [];

  return (
    <Page title={t('Schedule.Title')}>
      <div className={`${styles.section} ${styles.content}`}>
        <p className={styles.muted}>{t('Schedule.Note')}</p>
        <nav aria-label={t('Schedule.DayNav')}>
          <ul className={styles.chips}>
            {days.map((value, position) => (
              <li key={value}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={position === index}
                  onClick={() => update({ day: position })}
                >
                  {dayLabel(t, value, locale, Date.now(), true)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <SportFilter value={sport} withAll onChange={(next) => update({ sport: next })} />
        {events.data ? null : events.isError ? (
          <ListError message={t('Schedule.LoadError')} onRetry={() => void events.refetch()} />
        ) : (
          <ListSkeleton rows={8} />
        )}
        {events.data && list.length === 0 ? <ListEmpty message={t('Schedule.Empty')} /> : null}
        <EventsBySport events={list} countLabel={(count) => t('Schedule.Count', { count })} />
      </div>
    </Page>
  );
}
