import type { TimeLimitState } from '@playline/contract/safer-gambling';
import { type FormEvent, useState } from 'react';
import buttons from '#app/components/button.module.css';
import { SelectField } from '#app/components/select-field.tsx';
import { hasTimeLimit } from '#app/entities/session-time-limit/session-time-limit.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { useSetTimeLimit } from '../api/set-time-limit';
import { formatClock, formatLimit } from '../duration';
import { PendingChange } from './pending-change';
import styles from './time-limit-settings.module.css';

/** Limits a player can pick, in seconds (0 = none); a limit set elsewhere (e.g. by support) is listed too. */
const PRESETS = [0, 15 * 60, 30 * 60, 60 * 60, 2 * 60 * 60, 4 * 60 * 60];

/**
 * The session time limit (responsible gambling): pick and save it, and see the time played in this session. On the
 * safer-gambling page it also shows a raise or removal waiting for the cooling-off, which the player can cancel.
 */
export function TimeLimitSettings({ pending = null }: { pending?: TimeLimitState['pending'] }) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const rg = useClientStore((state) => state.responsibleGambling);
  const save = useSetTimeLimit();
  const [choice, setChoice] = useState(String(rg.timeLimitSeconds));
  const values = PRESETS.includes(rg.timeLimitSeconds)
    ? PRESETS
    : [...PRESETS, rg.timeLimitSeconds].sort((a, b) => a - b);
  const options = values.map((seconds) => ({
    value: String(seconds),
    label: seconds === 0 ? t('Rg.None') : formatLimit(seconds, locale),
  }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { timeLimitSeconds: Number(choice) },
      { onSuccess: () => notify({ kind: 'positive', title: t('Rg.Saved'), body: '' }) },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="rg-title">
      <h2 id="rg-title" className={styles.title}>
        {t('Rg.Title')}
      </h2>
      <p className={styles.intro}>{t('Rg.Intro')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('Rg.Current')}</dt>
          <dd>{hasTimeLimit(rg) ? formatLimit(rg.timeLimitSeconds, locale) : t('Rg.None')}</dd>
        </div>
        <div>
          <dt>{t('Rg.Elapsed')}</dt>
          <dd className={styles.clock}>{formatClock(rg.timeElapsedSeconds)}</dd>
        </div>
      </dl>
      {pending ? (
        <PendingChange
          target="time_limit"
          effectiveAt={pending.effectiveAt}
          value={pending.seconds === 0 ? null : formatLimit(pending.seconds, locale)}
        />
      ) : null}
      <form className={styles.form} onSubmit={submit}>
        <SelectField
          id="rg-limit"
          label={t('Rg.Limit')}
          value={choice}
          options={options}
          onChange={(event) => setChoice(event.target.value)}
        />
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={save.isPending}>
          {t('Rg.Save')}
        </button>
      </form>
    </section>
  );
}
