import type { FormResult } from '@playline/contract/sports';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './form-badges.module.css';

const RESULT_TEXT = { W: 'Stats.FormWin', D: 'Stats.FormDraw', L: 'Stats.FormLoss' } as const;
const RESULT_LETTER = { W: 'Stats.Won', D: 'Stats.Drawn', L: 'Stats.Lost' } as const;
const RESULT_CLASS = { W: styles.win, D: styles.draw, L: styles.loss } as const;

/** The last results as coloured letter badges, most recent first; read out as words ("Win, Draw, Loss"). */
export function FormBadges({ form }: { form: readonly FormResult[] }) {
  const t = useT();
  if (form.length === 0) return null;
  const spoken = form.map((result) => t(RESULT_TEXT[result])).join(', ');
  return (
    <span className={styles.badges} role="img" aria-label={t('Stats.FormLabel', { results: spoken })}>
      {form.map((result, index) => (
        // Position in the sequence is the identity: the same result can repeat.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <span key={index} className={`${styles.badge} ${RESULT_CLASS[result]}`} aria-hidden="true">
          {t(RESULT_LETTER[result])}
        </span>
      ))}
    </span>
  );
}
