import { SERVICE_WORKER_RELOAD_DELAY_MS, TRANSLATION_KEYS } from '@playline/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { pageReload } from '#app/lib/page-reload.ts';
import { canRegister, registerServiceWorker, type ServiceWorkerHandle } from './service-worker';
import { nextUpdateStep, type UpdateEffect, type UpdateEvent, type UpdateState } from './update-flow';

/** Registers the worker and runs the update flow (update-flow.ts); true while the update dialog should show. */
export function useServiceWorkerUpdate() {
  const t = useT();
  const translate = useRef(t);
  translate.current = t;
  const [offered, setOffered] = useState(false);
  const state = useRef<UpdateState>('idle');
  const handle = useRef<ServiceWorkerHandle | null>(null);
  const dispatch = useRef<(event: UpdateEvent) => void>(() => undefined);

  useEffect(() => {
    const run = (effect: UpdateEffect) => {
      if (effect === 'show-dialog') setOffered(true);
      if (effect === 'skip-waiting') handle.current?.skipWaiting();
      if (effect === 'notify-updating') {
        setOffered(false);
        notify({ kind: 'info', title: translate.current(TRANSLATION_KEYS.updateInProgress), body: '', timeout: 0 });
      }
      if (effect === 'schedule-reload') window.setTimeout(() => pageReload.reload(), SERVICE_WORKER_RELOAD_DELAY_MS);
    };
    dispatch.current = (event) => {
      const step = nextUpdateStep(state.current, event);
      state.current = step.state;
      for (const effect of step.effects) run(effect);
    };
    if (!canRegister()) return;
    handle.current = registerServiceWorker({
      onWaiting: () => dispatch.current({ type: 'worker-waiting', hasController: true }),
      onControllerChange: (hadController) => dispatch.current({ type: 'controller-change', hadController }),
    });
    return () => handle.current?.stop();
  }, []);

  return {
    offered,
    confirm: () => dispatch.current({ type: 'confirm' }),
    later: () => {
      setOffered(false);
      dispatch.current({ type: 'later' });
    },
  };
}
