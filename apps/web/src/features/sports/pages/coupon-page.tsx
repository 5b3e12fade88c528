import { useMemo, useState } from 'react';
import { Page } from '#app/components/page.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useEvents } from '../api/get-events';
import { dayBounds, dayLabel, localDay } from '../components/day-groups';
import { EventList } from '../components/event-list';
import { ListEmpty, QueryState } from '../components/list-states';
import { useSportParam } from '../hooks/use-sport-param';
import styles from './browse.module.css';
import { NotFoundState } from './not-found-state';

/** The catalogue covers a week ahead. */
const COUPON_DAYS = 7;

/** The next week's local days, today first. */
function nextDays(): number[] {
  const today = new Date(localDay(Date.now()));
  return Array.from({ length: COUPON_DAYS }, (_, offset) =>
    new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset).getTime(),
  );
}

/** SportsGameCoupon (`/sports/:sport/coupon`): many matches with their main market, filtered by day. */
export function CouponPage() {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const sport = useSportParam();
  const days = useMemo(nextDays, []);
  const [day, setDay] = useState<number | null>(null);
  const events = useEvents(
    { sport: sport ?? undefined, limit: 500, ...(day === null ? {} : dayBounds(day)) },
    { enabled: sport !== null },
  );
  if (!sport) return <NotFoundState message={t('Sports.Browse.UnknownSport')} />;
  const choices: { value: number | null; label: string }[] = [
    { value: null, label: t('Sports.Browse.AllDays') },
    ...days.map((value) => ({ value, label: dayLabel(t, value, locale, Date.now(), true) })),
  ];
  return (
    <Page title={`${t(`Sport.${sport}`)} · ${t('Sports.Browse.Coupon')}`}>
      <div className={`${styles.section} ${styles.content}`}>
        <ul className={styles.chips}>
          {choices.map((choice) => (
            <li key={choice.value ?? 'all'}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={choice.value === day}
                onClick={() => setDay(choice.value)}
              >
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
        <QueryState {...events} isError={events.isError && !events.data} />
        {events.data?.events.length === 0 ? <ListEmpty message={t('Sports.Browse.NoEvents')} /> : null}
        {events.data && events.data.events.length > 0 ? (
          <EventList events={events.data.events} label={t('Sports.Browse.Coupon')} />
        ) : null}
      </div>
    </Page>
  );
}
