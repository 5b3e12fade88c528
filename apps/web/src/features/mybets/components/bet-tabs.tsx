import { useT } from '#app/lib/i18n/use-t.ts';
import type { BetsTab } from '../api/keys';
import styles from './my-bets.module.css';

const TABS: readonly BetsTab[] = ['open', 'settled', 'all'];

/** Open / Settled / All as a row of toggle chips (a filter of one list, so buttons with aria-pressed). */
export function BetTabs({ value, onChange }: { value: BetsTab; onChange: (tab: BetsTab) => void }) {
  const t = useT();
  return (
    <fieldset className={styles.tabs}>
      <legend className="visually-hidden">{t('Bets.Mybets.Tabs')}</legend>
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          className={styles.tab}
          aria-pressed={tab === value}
          onClick={() => onChange(tab)}
        >
          {t(`Bets.Mybets.Tab.${tab}`)}
        </button>
      ))}
    </fieldset>
  );
}
