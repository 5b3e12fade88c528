import { routePath } from '@playline/contract/routes';
import type { EventDetail } from '@playline/contract/sports';
import { ListChecks } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EventHeader } from '#app/features/sports/components/event-header.tsx';
import { ListEmpty } from '#app/features/sports/components/list-states.tsx';
import { LiveIncidents } from '#app/features/sports/components/live-incidents.tsx';
import { MatchTracker } from '#app/features/sports/components/match-tracker.tsx';
import { trackerPicture } from '#app/features/sports/components/match-tracker-fields.tsx';
import { useLiveEvent } from '#app/features/sports/live/live-queries.ts';
import { useEventSync } from '#app/features/sports/live/live-sync.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { EventMissing, EventStates, parseEventId } from '../event-page';
import styles from './live-pages.module.css';

/**
 * LiveStreaming `/live/streaming/:eventId`: video rights are not ours, so the match is drawn from the feed's live
 * data instead: the ball where play is, who presses, the situation and the latest incidents, moving by push.
 */
export function LiveTrackerPage() {
  const eventId = parseEventId(useParams().eventId);
  if (eventId === null) return <EventMissing messageKey="SportsEvent.BadId" />;
  return <TrackerById eventId={eventId} />;
}

function TrackerById({ eventId }: { eventId: number }) {
  useEventSync(eventId);
  const event = useLiveEvent(eventId);
  return <EventStates query={event} render={(data) => <TrackerView event={data} />} />;
}

function TrackerView({ event }: { event: EventDetail }) {
  const t = useT();
  const live = event.status === 'live' ? event.live : null;
  const home = event.home.name;
  const away = event.away.name;
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('Live.TrackerTitle', { home, away })}</h1>
      <EventHeader event={event} />
      <section className={styles.trackerCard} aria-label={t('Live.Tracker')}>
        {live && !trackerPicture(event.sport) ? (
          <ListEmpty message={t('Live.TrackerNone')} />
        ) : live ? (
          <MatchTracker sport={event.sport} situation={live.situation} home={home} away={away} />
        ) : (
          <ListEmpty message={event.status === 'finished' ? t('Live.Ended') : t('Live.TrackerIdle')} />
        )}
        <p className={styles.note}>{t('Live.TrackerNote')}</p>
      </section>
      {live ? (
        <LiveIncidents
          sport={event.sport}
          incidents={live.incidents}
          home={home}
          away={away}
          timed={event.scoreboard?.minute !== null && event.scoreboard?.minute !== undefined}
          limit={5}
          title={t('Live.RecentIncidents')}
        />
      ) : null}
      <Link to={routePath('SportEvent', { eventId: event.id })} className={styles.trackerLink}>
        <ListChecks size={18} aria-hidden="true" />
        {t('Live.AllMarkets')}
      </Link>
    </div>
  );
}
