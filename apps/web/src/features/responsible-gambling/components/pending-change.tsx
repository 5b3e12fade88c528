import { Clock } from 'lucide-react';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { useDateTime } from '#app/lib/use-date-time.ts';
import { type PendingTarget, useCancelPending } from '../api/cancel-pending';
import styles from './limits.module.css';

interface PendingChangeProps {
  target: PendingTarget;
  effectiveAt: string;
  /** The new limit as words ("€200.00", "2 hours"), or null when the change removes the limit. */
  value: string | null;
}

/** A raise or removal waiting for the cooling-off: when it applies, and a way to keep the stricter limit. */
export function PendingChange({ target, effectiveAt, value }: PendingChangeProps) {
  const t = useT();
  const dateTime = useDateTime();
  const cancel = useCancelPending();
  const date = dateTime(effectiveAt);
  return (
    <div className={styles.pending}>
      <p>
        <Clock size={14} aria-hidden="true" />{' '}
        {value === null ? t('Sg.PendingRemoval', { date }) : t('Sg.Pending', { date, amount: value })}
      </p>
      <button
        type="button"
        className={`${buttons.button} ${buttons.outline} ${buttons.small}`}
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(target, {
            onSuccess: () => notify({ kind: 'positive', title: t('Sg.PendingCancelled'), body: '' }),
          })
        }
      >
        {t('Sg.CancelPending')}
      </button>
    </div>
  );
}
