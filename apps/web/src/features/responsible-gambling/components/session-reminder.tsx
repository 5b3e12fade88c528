import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSessionPlay } from '../api/session-play';
import { countFor, isReminderDue, type ReminderCount, readCount, restartCount, writeCount } from '../reminder-count';

const ReminderDialog = lazy(() => import('./reminder-dialog'));

/**
 * The reality-check reminder (issue 19): every N minutes the player chose, a dialog with the time played and the
 * net result of the session. `held` while the time-limit alert is open: the reminder waits behind it.
 */
export function SessionReminder({ held }: { held: boolean }) {
  const play = useSessionPlay();
  const [count, setCount] = useState<ReminderCount | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!play.data) return;
    const next = countFor(play.data, Date.now(), readCount());
    if (next) writeCount(next);
    setCount(next);
  }, [play.data]);

  useEffect(() => {
    if (!count || count.minutes === 0 || open) return;
    const check = () => {
      if (isReminderDue(count, Date.now())) setOpen(true);
    };
    check();
    const timer = window.setInterval(check, 1000);
    return () => window.clearInterval(timer);
  }, [count, open]);

  const carryOn = useCallback(() => {
    if (!count) return;
    const next = restartCount(count, Date.now());
    writeCount(next);
    setCount(next);
    setOpen(false);
  }, [count]);

  if (!open || held || !count) return null;
  return (
    <Suspense fallback={null}>
      <ReminderDialog count={count} onContinue={carryOn} />
    </Suspense>
  );
}
