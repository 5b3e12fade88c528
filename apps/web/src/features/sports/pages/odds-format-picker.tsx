import { ODDS_FORMATS, type OddsFormat, useOddsFormat } from '#app/entities/odds-format/odds-format.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './browse.module.css';

/** Decimal, fractional or American: every price on screen follows the choice, kept on this device. */
export function OddsFormatPicker() {
  const t = useT();
  const [format, setFormat] = useOddsFormat();
  return (
    <fieldset className={`${styles.section} ${styles.fieldset}`}>
      <legend className={styles.sectionTitle}>{t('Sports.Browse.OddsFormat')}</legend>
      <div className={styles.formatPicker}>
        {ODDS_FORMATS.map((option: OddsFormat) => (
          <button
            key={option}
            type="button"
            className={styles.chip}
            aria-pressed={option === format}
            onClick={() => setFormat(option)}
          >
            {t(`Sports.Browse.OddsFormat.${option}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
