import type { Exclusion } from '@playline/contract/safer-gambling';
import { ShieldBan } from 'lucide-react';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDateTime } from '#app/lib/use-date-time.ts';
import styles from './safer-gambling.module.css';

/** While a time-out or self-exclusion lasts the page shows it, and when it ends, instead of the tools. */
export function ExclusionNotice({ exclusion }: { exclusion: Exclusion }) {
  const t = useT();
  const dateTime = useDateTime();
  const title =
    exclusion.until === null
      ? t('Sg.Active.Permanent')
      : t(exclusion.kind === 'time_out' ? 'Sg.Active.TimeOut' : 'Sg.Active.Self', { date: dateTime(exclusion.until) });
  return (
    <section className={`${styles.notice} ${styles.danger}`} aria-labelledby="exclusion-title">
      <ShieldBan size={22} aria-hidden="true" />
      <div>
        <h2 id="exclusion-title" className={styles.cardTitle}>
          {title}
        </h2>
        <p>{t('Sg.Active.Body')}</p>
      </div>
    </section>
  );
}
