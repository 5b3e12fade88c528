import { ListEmpty, ListError, ListSkeleton } from '#app/features/sports/components/list-states.tsx';
import { useLiveEvents } from '#app/features/sports/live/live-queries.ts';
import { useLiveListSync } from '#app/features/sports/live/live-sync.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { LiveEventById } from './live-event-page';
import styles from './live-pages.module.css';

/**
 * SampleLiveMarkets `/live/sample-markets`: the live event page of the first football match in play, for demos, or
 * of any match in play during football's quiet hours (esports play round the clock).
 */
export function SampleLiveMarketsPage() {
  const t = useT();
  // The list stays pushed too, so a sample that ends gives way to the next match in play.
  useLiveListSync();
  const events = useLiveEvents();
  const live = events.data?.events ?? [];
  const sample = live.find((event) => event.sport === 'football') ?? live[0];
  return (
    <>
      <div className={styles.sampleNote}>
        <strong>{t('Live.Sample')}</strong>
        <span>{t('Live.SampleNote')}</span>
      </div>
      {sample ? (
        <LiveEventById key={sample.id} eventId={sample.id} />
      ) : (
        <div className={styles.page}>
          {events.data ? (
            <ListEmpty message={t('Live.SampleEmpty')} />
          ) : events.isError ? (
            <ListError message={t('Live.LoadError')} onRetry={() => void events.refetch()} />
          ) : (
            <ListSkeleton rows={5} />
          )}
        </div>
      )}
    </>
  );
}
