import type { EventDetail, MarketGroup } from '@playline/contract/sports';
import { BarChart3 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import { marketGroupName } from '#app/entities/market-labels/market-labels.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { EventHeader } from '../components/event-header';
import { ListEmpty } from '../components/list-states';
import { useLiveBetting } from '../components/live-betting';
import { EventMarketCard } from '../components/market-event-card';
import { MarketGroupTabs } from '../components/market-group-tabs';
import styles from './event-page.module.css';

interface EventPageViewProps {
  event: EventDetail;
  /** The bet builder of this event: the pre-match one unless the live page says otherwise. */
  builderHref?: string;
  /** Under the header: the live page's tracker link and the situation now. */
  lead?: ReactNode;
  /** Under the markets: the live page's statistics and incidents. */
  details?: ReactNode;
}

/** The event's header, then its markets by group tab, or the final result once it is over. */
export function EventPageView({ event, builderHref, lead, details }: EventPageViewProps) {
  const t = useT();
  const brand = useBrand();
  const liveBetting = useLiveBetting();
  const panelId = useId();
  const [search, setSearch] = useSearchParams();
  // The tab lives in the URL so back and reload return to it; an unknown one falls back to the first.
  const requested = search.get('group') as MarketGroup | null;
  const active = requested && event.groups.includes(requested) ? requested : (event.groups[0] ?? 'main');
  const select = (group: MarketGroup) => setSearch({ group }, { replace: true, preventScrollReset: true });
  const markets = event.markets.filter((market) => market.group === active);
  const hasBuilder = event.markets.some((market) => market.builder);

  return (
    <div className={styles.page}>
      <EventHeader event={event} />
      {lead}
      {event.status === 'finished' ? (
        <section className={styles.result} aria-label={t('SportsEvent.Result')}>
          <h2 className={styles.sectionTitle}>{t('SportsEvent.Result')}</h2>
          <p className={styles.note}>{t('SportsEvent.ResultNote')}</p>
        </section>
      ) : event.status === 'live' && !liveBetting ? (
        <p className={styles.note} role="note">
          {t('Live.NoBettingNote', { brand: brand.name })}
        </p>
      ) : event.markets.length === 0 ? (
        <ListEmpty message={t('SportsEvent.NoMarkets')} />
      ) : (
        <>
          <MarketGroupTabs
            sport={event.sport}
            groups={event.groups}
            active={active}
            onSelect={select}
            builderHref={hasBuilder ? (builderHref ?? `/sports/event/${event.id}/custom-bet`) : null}
            panelId={panelId}
          />
          <div
            id={panelId}
            role="tabpanel"
            className={styles.markets}
            aria-label={marketGroupName(t, active, event.sport)}
          >
            {markets.map((market, position) => (
              <EventMarketCard key={market.key} event={event} market={market} position={position} />
            ))}
          </div>
        </>
      )}
      {details}
      <Link to={`/statistics/match/${event.id}`} className={styles.statsLink}>
        <BarChart3 size={18} aria-hidden="true" />
        {t('SportsEvent.Statistics')}
      </Link>
    </div>
  );
}
