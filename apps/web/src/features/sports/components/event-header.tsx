import type { EventSummary } from '@playline/contract/sports';
import { Star } from 'lucide-react';
import { favourites, useIsFavourite } from '#app/entities/favourites/favourites.ts';
import { countryName } from '#app/entities/market-labels/market-labels.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { eventName } from '../markets/selection';
import { dayLabel, formatKickOff, localDay } from './day-groups';
import styles from './event-header.module.css';
import { Scoreboard } from './scoreboard';
import { SportIcon } from './sport-icon';

type HeaderEvent = Pick<
  EventSummary,
  'id' | 'sport' | 'league' | 'home' | 'away' | 'startsAt' | 'status' | 'scoreboard'
>;

/**
 * The event's header card: sport and league, both teams, and the local kick-off day and time before the start or
 * the live (or final) scoreboard after it; a star follows the event.
 */
export function EventHeader({ event }: { event: HeaderEvent }) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const started = event.status !== 'prematch' && event.scoreboard !== null;
  return (
    <section className={styles.card} aria-labelledby={`event-${event.id}`}>
      <div className={styles.top}>
        <p className={styles.league}>
          <SportIcon sport={event.sport} size={16} title={t(`Sport.${event.sport}`)} />
          <span className={styles.leagueName}>
            {countryName(t, event.league.country, locale)} · {event.league.name}
          </span>
        </p>
        <FavouriteToggle event={event} />
      </div>
      <h1 id={`event-${event.id}`} className={started ? 'visually-hidden' : styles.teams}>
        <span className="visually-hidden">{t('SportsEvent.Vs', { home: event.home.name, away: event.away.name })}</span>
        {/* One team a line reads better on a phone; the line above says the same in words. */}
        <span aria-hidden="true">{event.home.name}</span>
        <span aria-hidden="true">{event.away.name}</span>
      </h1>
      {started && event.scoreboard ? (
        <Scoreboard sport={event.sport} home={event.home.name} away={event.away.name} scoreboard={event.scoreboard} />
      ) : (
        <p className={styles.kickOff}>
          <span>{dayLabel(t, localDay(event.startsAt), locale)}</span>
          <strong>{formatKickOff(event.startsAt, locale)}</strong>
        </p>
      )}
    </section>
  );
}

function FavouriteToggle({ event }: { event: HeaderEvent }) {
  const t = useT();
  const followed = useIsFavourite(event.id);
  const name = eventName(event);
  return (
    <button
      type="button"
      className={followed ? `${styles.star} ${styles.followed}` : styles.star}
      aria-pressed={followed}
      aria-label={t(followed ? 'Sports.Browse.RemoveFavourite' : 'Sports.Browse.AddFavourite', { event: name })}
      onClick={() => favourites.getState().toggle(event.id)}
    >
      <Star size={20} fill={followed ? 'currentColor' : 'none'} aria-hidden="true" />
    </button>
  );
}
