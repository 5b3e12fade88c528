import { REMINDER_MINUTES, type ReminderRequest } from '@playline/contract/safer-gambling';
import { type FormEvent, useState } from 'react';
import buttons from '#app/components/button.module.css';
import { SelectField } from '#app/components/select-field.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { useSetReminder } from '../api/set-reminder';
import styles from './safer-gambling.module.css';

/** The reality-check reminder: off, or every 15, 30 or 60 minutes of a session. */
export function ReminderSettings({ minutes }: { minutes: number }) {
  const t = useT();
  const save = useSetReminder();
  const [choice, setChoice] = useState(String(minutes));
  const options = REMINDER_MINUTES.map((value) => ({
    value: String(value),
    label: value === 0 ? t('Sg.Reminder.Off') : t('Sg.Reminder.Every', { minutes: value }),
  }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { minutes: Number(choice) as ReminderRequest['minutes'] },
      {
        onSuccess: () => notify({ kind: 'positive', title: t('Sg.Reminder.Saved'), body: '' }),
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="reminder-title">
      <h2 id="reminder-title" className={styles.cardTitle}>
        {t('Sg.Reminder.Title')}
      </h2>
      <p className={styles.cardIntro}>{t('Sg.Reminder.Intro')}</p>
      <form className={styles.form} onSubmit={submit}>
        <SelectField
          id="rg-reminder"
          label={t('Sg.Reminder.Label')}
          value={choice}
          options={options}
          onChange={(event) => setChoice(event.target.value)}
        />
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={save.isPending}>
          {t('Sg.Save')}
        </button>
      </form>
    </section>
  );
}
