import type { EventSummary } from '@playline/contract/sports';
import { Link } from 'react-router';
import { countryName } from '#app/entities/market-labels/market-labels.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useEventPath } from '../components/event-path';
import { Scoreboard } from '../components/scoreboard';
import { SportIcon } from '../components/sport-icon';
import styles from './live-scores-page.module.css';

export interface LeagueGroup {
  leagueId: number;
  events: EventSummary[];
}

/** Events grouped by league, leagues in the order they first appear (the API's order: soonest or latest first). */
export function groupByLeague(events: readonly EventSummary[]): LeagueGroup[] {
  const groups = new Map<number, EventSummary[]>();
  for (const event of events) {
    const group = groups.get(event.league.id);
    if (group) group.push(event);
    else groups.set(event.league.id, [event]);
  }
  return [...groups].map(([leagueId, grouped]) => ({ leagueId, events: grouped }));
}

/** One league's scoreboards under its name; live ones open the event, finished ones its statistics. */
export function LeagueScores({ events }: { events: readonly EventSummary[] }) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const eventPath = useEventPath();
  const first = events[0];
  if (!first) return null;
  return (
    <section className={styles.league} aria-label={first.league.name}>
      <h3 className={styles.leagueName}>
        <SportIcon sport={first.sport} size={16} title={t(`Sport.${first.sport}`)} />
        <span>
          {countryName(t, first.league.country, locale)} · {first.league.name}
        </span>
      </h3>
      <ul className={styles.events}>
        {events.map((event) =>
          event.scoreboard ? (
            <li key={event.id}>
              <Link
                to={event.status === 'live' ? eventPath(event) : `/statistics/match/${event.id}`}
                className={styles.event}
              >
                <Scoreboard
                  sport={event.sport}
                  home={event.home.name}
                  away={event.away.name}
                  scoreboard={event.scoreboard}
                />
              </Link>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
