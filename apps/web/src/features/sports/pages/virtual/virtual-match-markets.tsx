import { useEvent } from '#app/features/sports/api/get-event.ts';
import { ListError, ListSkeleton } from '#app/features/sports/components/list-states.tsx';
import { EventMarketCard } from '#app/features/sports/components/market-event-card.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
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
