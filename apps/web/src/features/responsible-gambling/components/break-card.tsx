import {
  type Exclusion,
  type ExclusionRequest,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
} from '@playline/contract/safer-gambling';
import { type FormEvent, useState } from 'react';
import buttons from '#app/components/button.module.css';
import { SelectField } from '#app/components/select-field.tsx';
import type { TranslateFn } from '#app/lib/i18n/translator.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDateTime } from '#app/lib/use-date-time.ts';
import { useStartExclusion } from '../api/start-exclusion';
import { ExclusionDialog } from './exclusion-dialog';
import styles from './safer-gambling.module.css';

type BreakKind = ExclusionRequest['kind'];

const CHOICES = { time_out: TIME_OUT_DURATIONS, self_exclusion: SELF_EXCLUSION_DURATIONS } as const;
const TEXTS = {
  time_out: { title: 'Sg.Break.Title', intro: 'Sg.Break.Intro', label: 'Sg.Break.Label', submit: 'Sg.Break.Submit' },
  self_exclusion: {
    title: 'Sg.Exclude.Title',
    intro: 'Sg.Exclude.Intro',
    label: 'Sg.Exclude.Label',
    submit: 'Sg.Exclude.Submit',
  },
} as const;

/** What the player reads on the home page once logged out: the kind of break and, from the server, its end. */
function startedMessage(t: TranslateFn, dateTime: (iso: string) => string, exclusion: Exclusion): string {
  if (exclusion.until === null) return t('Sg.Excluded.SelfPermanent');
  const date = dateTime(exclusion.until);
  return t(exclusion.kind === 'time_out' ? 'Sg.Excluded.TimeOut' : 'Sg.Excluded.Self', { date });
}

interface BreakCardProps {
  kind: BreakKind;
  /** Called once the server started it (and ended the sessions) with the message for the player. */
  onStarted: (message: string) => void;
}

/** A time-out or a self-exclusion: pick how long, confirm, and the player is logged out. */
export function BreakCard({ kind, onStarted }: BreakCardProps) {
  const t = useT();
  const dateTime = useDateTime();
  const start = useStartExclusion();
  const choices = CHOICES[kind];
  const texts = TEXTS[kind];
  const [duration, setDuration] = useState<string>(choices[0]);
  const [confirming, setConfirming] = useState(false);
  const durationLabel = t(`Sg.Duration.${duration}`);
  const titleId = `${kind}-title`;

  const confirm = async () => {
    const request = { kind, duration } as ExclusionRequest;
    // Awaited rather than a mutate callback: the server ends the session at once, and the hub may tell the page
    // before the answer arrives, unmounting this card (a callback of an unmounted mutation never runs).
    const exclusion = await start.mutateAsync(request).catch(() => null);
    setConfirming(false);
    if (exclusion) onStarted(startedMessage(t, dateTime, exclusion));
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t(texts.title)}
      </h2>
      <p className={styles.cardIntro}>{t(texts.intro)}</p>
      <form
        className={styles.form}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <SelectField
          id={`${kind}-duration`}
          label={t(texts.label)}
          value={duration}
          options={choices.map((value) => ({ value, label: t(`Sg.Duration.${value}`) }))}
          onChange={(event) => setDuration(event.target.value)}
        />
        <button type="submit" className={`${buttons.button} ${buttons.outline}`}>
          {t(texts.submit)}
        </button>
      </form>
      {confirming ? (
        <ExclusionDialog
          title={t(kind === 'time_out' ? 'Sg.Confirm.TimeOutTitle' : 'Sg.Confirm.ExcludeTitle', {
            duration: durationLabel,
          })}
          busy={start.isPending}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
