import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useSaferGambling } from '../api/get-safer-gambling';
import { limitsNearlyUsed } from '../limit-warnings';
import { ActivityStatement } from './activity-statement';
import { BreakCard } from './break-card';
import { ExclusionNotice } from './exclusion-notice';
import { warningText } from './limit-warning';
import { LimitsSection } from './limits-section';
import { ReminderSettings } from './reminder-settings';
import styles from './safer-gambling.module.css';
import { TimeLimitSettings } from './time-limit-settings';

interface SaferGamblingPageProps {
  /** A time-out or self-exclusion started and the server ended the sessions: log out here and tell the player. */
  onExcluded: (message: string) => void;
}

/**
 * `/user-account/safer-gambling`: the player's limits with what is used and left, waiting changes they can cancel,
 * the session time limit and reality-check reminder, time-out and self-exclusion, and the activity statement.
 * While an exclusion lasts only it and the statement show.
 */
export function SaferGamblingPage({ onExcluded }: SaferGamblingPageProps) {
  const t = useT();
  const query = useSaferGambling();
  const state = query.data;
  if (!state) {
    return query.isError ? (
      <p className={`${styles.notice} ${styles.danger}`} role="alert">
        {t('Sg.LoadError')}
      </p>
    ) : (
      <p role="status" aria-label={t('Common.Loading')} />
    );
  }
  if (state.exclusion) {
    return (
      <div className={styles.page}>
        <ExclusionNotice exclusion={state.exclusion} />
        <ActivityStatement />
      </div>
    );
  }
  const near = limitsNearlyUsed(state);
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('Sg.Intro', { hours: state.coolingOffHours })}</p>
      {state.mandatoryLimitsMissing ? (
        <p className={`${styles.notice} ${styles.danger}`}>
          <ShieldAlert size={20} aria-hidden="true" />
          <span>{t('Sg.Mandatory')}</span>
        </p>
      ) : null}
      {near.map((limit) => (
        <p key={`${limit.kind}:${limit.period}`} className={styles.notice} role="status">
          <TriangleAlert size={20} aria-hidden="true" />
          <span>{warningText(t, limit)}</span>
        </p>
      ))}
      <LimitsSection state={state} />
      <TimeLimitSettings pending={state.timeLimit.pending} />
      <ReminderSettings minutes={state.reminderMinutes} />
      <div className={styles.pair}>
        <BreakCard kind="time_out" onStarted={onExcluded} />
        <BreakCard kind="self_exclusion" onStarted={onExcluded} />
      </div>
      <ActivityStatement />
    </div>
  );
}
