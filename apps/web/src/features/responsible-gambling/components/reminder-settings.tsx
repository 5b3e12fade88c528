import { REMINDER_MINUTES, type ReminderRequest } from '@playline/contract/safer-gambling';
import { type FormEvent, useState } from 'react';
import buttons from '../../../components/button.module.css';
import { SelectField } from '../../../components/select-field';
import { useT } from '../../../lib/i18n/use-t';
import { notify } from '../../../lib/notifications';
import { useSessionPlay } from '../api/session-play';
import { useSetReminder } from '../api/set-reminder';
import styles from './time-limit-settings.module.css';

/** The reality-check reminder's interval: off, or every 15, 30 or 60 minutes of a session. */
export function ReminderSettings() {
  const t = useT();
  const play = useSessionPlay();
  const save = useSetReminder();
  const [choice, setChoice] = useState<string | null>(null);
  const value = choice ?? String(play.data?.reminderMinutes ?? 0);
  const options = REMINDER_MINUTES.map((minutes) => ({
    value: String(minutes),
    label: minutes === 0 ? t('RealityCheck.Off') : t('RealityCheck.EveryMinutes', { minutes: String(minutes) }),
  }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minutes = Number(value) as ReminderRequest['minutes'];
    save.mutate(
      { minutes },
      { onSuccess: () => notify({ kind: 'positive', title: t('RealityCheck.Saved'), body: '' }) },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="rg-reminder-title">
      <h2 id="rg-reminder-title" className={styles.title}>
        {t('RealityCheck.SettingTitle')}
      </h2>
      <p className={styles.intro}>{t('RealityCheck.SettingIntro')}</p>
      <form className={styles.form} onSubmit={submit}>
        <SelectField
          id="rg-reminder"
          label={t('RealityCheck.Every')}
          value={value}
          options={options}
          disabled={play.isPending}
          onChange={(event) => setChoice(event.target.value)}
        />
        <button
          type="submit"
          className={`${buttons.button} ${buttons.primary}`}
          disabled={save.isPending || play.isPending}
        >
          {t('RealityCheck.Save')}
        </button>
      </form>
    </section>
  );
}
