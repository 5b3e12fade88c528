import { useT } from '../../../../lib/i18n/use-t';
import { useEvent } from '../../api/get-event';
import { ListError, ListSkeleton } from '../../components/list-states';
import { EventMarketCard } from '../../components/market-event-card';
import styles from './virtual.module.css';

/** Every market of a virtual match but the main one (already on its row), as the event page shows them. */
export function VirtualMatchMarkets({ eventId, id }: { eventId: number; id: string }) {
  const t = useT();
  const event = useEvent(eventId);
  if (event.isError) return <ListError message={t('Virtual.MarketsError')} onRetry={() => void event.refetch()} />;
  if (!event.data) return <ListSkeleton rows={3} />;
  const data = event.data;
  return (
    <div id={id} className={styles.markets}>
      {data.markets.slice(1).map((market, position) => (
        <EventMarketCard key={market.key} event={data} market={market} position={position} />
      ))}
    </div>
  );
}
