import { useT } from '#app/lib/i18n/use-t.ts';
import { useHighlights } from '../api/get-highlights';
import { ListEmpty, QueryState } from '../components/list-states';
import { EventById } from './event-page';
import styles from './event-page.module.css';

/** The single-event sample `/sports/sample-event`: the event page of the first football highlight, for demos. */
export function SampleEventPage() {
  const t = useT();
  const highlights = useHighlights();
  const sample = highlights.data?.highlights.find((event) => event.sport === 'football');
  return (
    <>
      <div className={styles.sampleNote}>
        <strong>{t('SportsEvent.Sample')}</strong>
        <span>{t('SportsEvent.SampleNote')}</span>
      </div>
      {sample ? (
        <EventById eventId={sample.id} />
      ) : (
        <div className={styles.page}>
          <QueryState {...highlights} rows={5} />
          {highlights.data ? <ListEmpty message={t('SportsEvent.SampleEmpty')} /> : null}
        </div>
      )}
    </>
  );
}
