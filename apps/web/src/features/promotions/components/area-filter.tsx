import type { PromotionArea } from '@playline/contract/promotions';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './area-filter.module.css';

export type AreaChoice = PromotionArea | 'all';

/** The filter chips: All, then each area the brand has promotions in. */
export function AreaFilter({
  areas,
  value,
  onChange,
}: {
  areas: readonly PromotionArea[];
  value: AreaChoice;
  onChange: (choice: AreaChoice) => void;
}) {
  const t = useT();
  const choices: AreaChoice[] = ['all', ...areas];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form's fieldset
    <div className={styles.chips} role="group" aria-label={t('Promotions.FilterLabel')}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={styles.chip}
          aria-pressed={choice === value}
          onClick={() => onChange(choice)}
        >
          {choice === 'all' ? t('Promotions.Filter.all') : t(`Promotions.Area.${choice}`)}
        </button>
      ))}
    </div>
  );
}
