import { isRealSportKey, REAL_SPORT_KEYS, type SportKey } from '@playline/contract/sports-keys';
import { useT } from '#app/lib/i18n/use-t.ts';
import { SportIcon } from '../components/sport-icon';
import styles from './statistics-page.module.css';

interface SportFilterProps {
  value: SportKey | null;
  onChange: (sport: SportKey | null) => void;
  /** Offer an "All sports" chip (live scores); statistics always show one sport. */
  withAll?: boolean;
}

/** A scrolling row of sport chips that filters the page below; the chosen one is pressed. */
export function SportFilter({ value, onChange, withAll = false }: SportFilterProps) {
  const t = useT();
  return (
    <fieldset className={styles.chips} aria-label={t('Sports.Browse.SportNav')}>
      {withAll ? (
        <button type="button" className={styles.chip} aria-pressed={value === null} onClick={() => onChange(null)}>
          {t('LiveScores.AllSports')}
        </button>
      ) : null}
      {REAL_SPORT_KEYS.map((sport) => (
        <button
          key={sport}
          type="button"
          className={styles.chip}
          aria-pressed={value === sport}
          onClick={() => onChange(sport)}
        >
          <SportIcon sport={sport} size={16} />
          {t(`Sport.${sport}`)}
        </button>
      ))}
    </fieldset>
  );
}

/** `?sport=` as a sport key, or null when absent or unknown (a stale link shows the default, not an error). */
export function parseSport(raw: string | null): SportKey | null {
  return raw !== null && isRealSportKey(raw) ? raw : null;
}
