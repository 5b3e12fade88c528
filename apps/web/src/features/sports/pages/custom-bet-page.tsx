import type { EventDetail, Market, Outcome } from '@playline/contract/sports';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { marketName, outcomeLabel } from '#app/entities/market-labels/market-labels.ts';
import type { SlipSelectionInput } from '#app/entities/slip/slip-types.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useEvent } from '../api/get-event';
import { EventHeader } from '../components/event-header';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-states';
import { BuilderPickButton } from '../components/market-builder-button';
import { MarketCard } from '../components/market-card';
import { useMarketOpen } from '../components/market-open-state';
import { eventSelection } from '../markets/selection';
import styles from './custom-bet-page.module.css';
import { readBuilderGroup, saveBuilderGroup, togglePick } from './custom-bet-page-store';
import { CustomBetSummary } from './custom-bet-summary';
import { parseEventId } from './event-page';

/** PreLiveSportEventCustomBet `/sports/event/:eventId/custom-bet`: picks from several markets of one event. */
export function PreLiveSportEventCustomBetPage() {
  const eventId = parseEventId(useParams().eventId);
  const event = useEvent(eventId ?? 0);
  return <CustomBetScreen eventId={eventId} query={event} eventHref={`/sports/event/${eventId}`} />;
}

interface CustomBetScreenProps {
  /** The URL's event id, null when it is not one. */
  eventId: number | null;
  query: UseQueryResult<EventDetail>;
  /** The event page the builder links back to (pre-match or live). */
  eventHref: string;
}

/** The bet builder of an event query: the builder once loaded, else not found, the error or the skeleton. */
export function CustomBetScreen({ eventId, query: event, eventHref }: CustomBetScreenProps) {
  const t = useT();
  if (eventId === null || (event.error instanceof ApiError && event.error.status === 404)) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('Builder.Title')}</h1>
        <ListEmpty message={t(eventId === null ? 'SportsEvent.BadId' : 'SportsEvent.NotFound')} />
      </div>
    );
  }
  if (event.data) return <CustomBetView key={event.data.id} event={event.data} eventHref={eventHref} />;
  return (
    <div className={styles.page}>
      {event.isError ? (
        <ListError message={t('SportsEvent.LoadError')} onRetry={() => void event.refetch()} />
      ) : (
        <ListSkeleton rows={5} />
      )}
    </div>
  );
}

function CustomBetView({ event, eventHref }: { event: EventDetail; eventHref: string }) {
  const t = useT();
  const [picks, setPicks] = useState<SlipSelectionInput[]>(() => readBuilderGroup(event.id));
  const [added, setAdded] = useState(false);
  const markets = event.markets.filter((market) => market.builder);
  const byKey = new Map(markets.map((market) => [market.key, market]));
  const change = (next: SlipSelectionInput[]) => {
    setPicks(next);
    setAdded(false);
  };
  const describe = (pick: SlipSelectionInput) => {
    const market = byKey.get(pick.marketKey) ?? { type: pick.marketType, line: pick.line };
    return `${marketName(t, market)}: ${outcomeLabel(t, pick, market, event)}`;
  };

  return (
    <div className={styles.page}>
      <EventHeader event={event} />
      <div className={styles.intro}>
        <h2 className={styles.title}>{t('Builder.Title')}</h2>
        <p className={styles.introNote}>{t('Builder.Intro')}</p>
        <Link to={eventHref} className={styles.back}>
          {t('SportsEvent.Markets')}
        </Link>
      </div>
      {markets.length === 0 ? (
        <ListEmpty message={t('Builder.Empty')} />
      ) : (
        <div className={styles.markets}>
          {markets.map((market, position) => (
            <BuilderMarket
              key={market.key}
              event={event}
              market={market}
              position={position}
              picks={picks}
              onPick={(pick) => change(togglePick(picks, pick))}
            />
          ))}
        </div>
      )}
      <CustomBetSummary
        picks={picks}
        describe={describe}
        added={added}
        onClear={() => {
          change([]);
          saveBuilderGroup(event.id, []);
        }}
        onAdd={() => {
          saveBuilderGroup(event.id, picks);
          setAdded(true);
        }}
      />
    </div>
  );
}

interface BuilderMarketProps {
  event: EventDetail;
  market: Market;
  position: number;
  picks: readonly SlipSelectionInput[];
  onPick: (pick: SlipSelectionInput) => void;
}

function BuilderMarket({ event, market, position, picks, onPick }: BuilderMarketProps) {
  const t = useT();
  const [open, toggle] = useMarketOpen(market.type, position);
  const label = (outcome: Outcome) => outcomeLabel(t, outcome, market, event);
  return (
    <MarketCard
      market={market}
      title={marketName(t, market)}
      open={open}
      onToggle={toggle}
      rowLabel={label}
      renderOutcome={(outcome) => (
        <BuilderPickButton
          label={label(outcome)}
          odds={outcome.odds}
          picked={picks.some((pick) => pick.outcomeId === outcome.id)}
          suspended={market.status === 'suspended' || outcome.status === 'suspended'}
          onToggle={() => onPick(eventSelection(event, market, outcome))}
        />
      )}
    />
  );
}
