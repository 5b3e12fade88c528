import { NAMED_SYSTEMS, type NamedSystem } from '@playline/contract/bets-math';
import { systemChoices, systemLineCount } from '../slip-math';
import { useSlip, useSlipStoreApi } from '../slip-store-context';
import styles from './slip.module.css';
import { useSlipFormat } from './use-slip-format';

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((size, i) => size === b[i]);

/** The system's choices: "k from n" sizes (several may be combined) and the named systems that fit the count. */
export function SystemOptions() {
  const { t } = useSlipFormat();
  const slip = useSlipStoreApi();
  const count = useSlip((state) => state.selections.length);
  const bankers = useSlip((state) => state.bankers.length);
  const sizes = useSlip((state) => state.sizes);
  const free = count - bankers;
  const lines = (n: number) => (n === 1 ? t('Bets.Slip.LinesOne') : t('Bets.Slip.LinesCount', { count: n }));
  const { sizes: choices, named } = systemChoices(count, bankers);
  const toggle = (size: number) =>
    slip.getState().setSizes(sizes.includes(size) ? sizes.filter((held) => held !== size) : [...sizes, size]);
  return (
    <div className={styles.system}>
      <fieldset className={styles.systemGroup}>
        <legend className={styles.groupTitle}>{t('Bets.Slip.System')}</legend>
        {choices.map((size) => (
          <label key={size} className={styles.systemChoice}>
            <input type="checkbox" checked={sizes.includes(size)} onChange={() => toggle(size)} />
            <span>{t('Bets.Slip.KFromN', { k: size, n: free })}</span>
            <span className={styles.muted}>{lines(systemLineCount(count, [size], bankers))}</span>
          </label>
        ))}
      </fieldset>
      {named.length > 0 ? (
        <fieldset className={styles.systemGroup}>
          <legend className={styles.groupTitle}>{t('Bets.Slip.NamedSystems')}</legend>
          <div className={styles.chips}>
            {named.map((name: NamedSystem) => (
              <button
                key={name}
                type="button"
                className={styles.chip}
                aria-pressed={same(sizes, NAMED_SYSTEMS[name].sizes)}
                onClick={() => slip.getState().setSizes([...NAMED_SYSTEMS[name].sizes])}
              >
                {t(`Bets.Slip.Systems.${name}`)} · {lines(systemLineCount(count, NAMED_SYSTEMS[name].sizes, bankers))}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <p className={styles.muted}>{t('Bets.Slip.BankerHint')}</p>
    </div>
  );
}
