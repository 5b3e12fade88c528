import { routePath } from '@playline/contract/routes';
import type { EventDetail } from '@playline/contract/sports';
import { Lock, Radar } from 'lucide-react';
import { Link } from 'react-router';
import { LiveIncidents } from '#app/features/sports/components/live-incidents.tsx';
import { LiveSituation } from '#app/features/sports/components/live-situation.tsx';
import { LiveStats } from '#app/features/sports/components/live-stats.tsx';
import { trackerPicture } from '#app/features/sports/components/match-tracker-fields.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './live-pages.module.css';

/** Betting is paused (after a goal, in danger) until an instant still ahead. */
export function isPaused(event: Pick<EventDetail, 'live'>, now = Date.now()): boolean {
  const until = event.live?.suspendedUntil;
  return until !== null && until !== undefined && Date.parse(until) > now;
}

/** Under the live event's header: what is happening now, the tracker link, and a note while betting is paused. */
export function LiveEventLead({ event }: { event: EventDetail }) {
  const t = useT();
  if (event.status !== 'live') return null;
  return (
    <div className={styles.lead}>
      {event.live ? (
        <LiveSituation situation={event.live.situation} home={event.home.name} away={event.away.name} />
      ) : null}
      {trackerPicture(event.sport) ? (
        <Link to={routePath('LiveStreaming', { eventId: event.id })} className={styles.trackerLink}>
          <Radar size={18} aria-hidden="true" />
          {t('Live.Tracker')}
        </Link>
      ) : null}
      {isPaused(event) ? (
        <p className={styles.paused} role="status">
          <Lock size={14} aria-hidden="true" />
          {t('Live.Suspended')}
        </p>
      ) : null}
    </div>
  );
}

/** Under the live event's markets: its statistics and incidents. */
export function LiveEventDetails({ event }: { event: EventDetail }) {
  if (!event.live) return null;
  return (
    <>
      <LiveStats stats={event.live.stats} home={event.home.name} away={event.away.name} />
      <LiveIncidents
        sport={event.sport}
        incidents={event.live.incidents}
        home={event.home.name}
        away={event.away.name}
        timed={event.scoreboard?.minute !== null && event.scoreboard?.minute !== undefined}
      />
    </>
  );
}
