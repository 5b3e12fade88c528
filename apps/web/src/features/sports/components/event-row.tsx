import type { EventSummary } from '@playline/contract/sports';
import { SPORT_LIVE } from '@playline/contract/sports-keys';
import { Star } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { favourites, useIsFavourite } from '#app/entities/favourites/favourites.ts';
import { outcomeLabel } from '#app/entities/market-labels/market-labels.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { eventName, eventSelection } from '../markets/selection';
import { formatKickOff } from './day-groups';
import { EventContext, type EventContextKind } from './event-context';
import { useEventPath } from './event-path';
import styles from './event-row.module.css';
import { useLiveBetting } from './live-betting';
import { OddsButton } from './odds-button';

interface EventRowProps {
  event: EventSummary;
}

interface EventRowViewProps extends EventRowProps {
  /** In a list of many sports, a line with the sport and league (and day) above the sides. */
  context?: EventContextKind;
}

/** The start time, or for a live event the pulsing dot and the minute. */
function Clock({ event }: EventRowProps) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  if (event.status !== 'live') {
    return <time dateTime={event.startsAt}>{formatKickOff(event.startsAt, locale)}</time>;
  }
  const board = event.scoreboard;
  const minute = board?.minute;
  const label =
    minute !== null && minute !== undefined
      ? t('Sports.Browse.Minute', { minute })
      : board && board.phase === 'live'
        ? t(`SportsEvent.PeriodOf.${SPORT_LIVE[event.sport].period}`, { period: board.period })
        : t('Sports.Browse.Live');
  return (
    <span className={styles.live}>
      <span className={styles.dot} aria-hidden />
      {label}
    </span>
  );
}

function FavouriteStar({ event }: EventRowProps) {
  const t = useT();
  const followed = useIsFavourite(event.id);
  const name = eventName(event);
  return (
    <button
      type="button"
      className={`${styles.star} ${followed ? styles.followed : ''}`}
      aria-pressed={followed}
      aria-label={t(followed ? 'Sports.Browse.RemoveFavourite' : 'Sports.Browse.AddFavourite', { event: name })}
      onClick={() => favourites.getState().toggle(event.id)}
    >
      <Star size={18} fill={followed ? 'currentColor' : 'none'} aria-hidden />
    </button>
  );
}

function MainMarket({ event }: EventRowProps) {
  const t = useT();
  const liveBetting = useLiveBetting();
  const market = event.mainMarket;
  if (!market) return <div className={styles.odds} />;
  if (event.status === 'live' && !liveBetting) {
    return (
      <div className={styles.odds}>
        <span className={styles.noBetting}>{t('Live.NoBetting')}</span>
      </div>
    );
  }
  return (
    <div className={styles.odds} data-columns={market.outcomes.length}>
      {market.outcomes.map((outcome) => (
        <OddsButton
          key={outcome.id}
          selection={eventSelection(event, market, outcome)}
          label={outcomeLabel(t, outcome, market, event)}
          suspended={market.status === 'suspended' || outcome.status === 'suspended'}
        />
      ))}
    </div>
  );
}

/**
 * One match in a list: time or live clock, the two sides (with the score when live) linking to the event page
 * with its "+N" markets, the main market's prices and a favourite star.
 */
function EventRowView({ event, context }: EventRowViewProps) {
  const t = useT();
  const eventPath = useEventPath();
  const score = event.status === 'live' ? event.scoreboard : null;
  const more = Math.max(0, event.marketCount - (event.mainMarket ? 1 : 0));
  return (
    <article className={styles.row} aria-label={eventName(event)} data-context={context ? '' : undefined}>
      {context ? <EventContext event={event} kind={context} /> : null}
      <div className={styles.side}>
        <span className={styles.clock}>
          <Clock event={event} />
        </span>
        <FavouriteStar event={event} />
      </div>
      <Link
        to={eventPath(event)}
        className={styles.teams}
        aria-label={`${eventName(event)}, ${t('Sports.Browse.MoreMarkets', { count: event.marketCount })}`}
      >
        {/*
         * The link's name says the sides and the market count; scores and "+N" are drawn by CSS (data-value) so the
         * visible words stay inside that name (WCAG 2.5.3), and the (hidden) <br> keeps the two sides two words.
         */}
        <span className={styles.team}>
          <span className={styles.name}>{event.home.name}</span>
          {score ? <strong className={styles.score} data-value={score.home} /> : null}
        </span>
        <br />
        <span className={styles.team}>
          <span className={styles.name}>{event.away.name}</span>
          {score ? <strong className={styles.score} data-value={score.away} /> : null}
        </span>
        {more > 0 ? <span className={styles.more} data-value={`+${more}`} /> : null}
      </Link>
      <MainMarket event={event} />
    </article>
  );
}

/** Re-renders when a refetch brings a new object for this event; its odds buttons re-render only if changed. */
export const EventRow = memo(EventRowView);
