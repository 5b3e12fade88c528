import { useEffect, useRef } from 'react';
import { alert } from '#app/lib/alerts.ts';
import { apiEvents } from '#app/lib/api-events.ts';
import { useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';

/**
 * How the shell answers the API client's events (spec §8): a failure becomes a negative toast at the top (the same
 * message updates one toast instead of stacking copies); a 401 logs the client out without a redirect, then alerts.
 */
export function useApiEvents(): void {
  const store = useClientStoreApi();
  const t = useT();
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    let alerting = false;
    const offFailure = apiEvents.on('failure', ({ message, textKey, params }) => {
      const body = message ?? translate.current(textKey, params);
      notify({
        id: `failure:${body}`,
        kind: 'negative',
        position: 'top',
        title: translate.current('Common.Error'),
        body,
      });
    });
    const offUnauthorized = apiEvents.on('unauthorized', () => {
      // Nobody is logged in (a request in flight when the player logged out or took a break): nothing ended.
      if (store.getState().user === null) return;
      store.getState().logout();
      if (alerting) return;
      alerting = true;
      void alert({ title: translate.current('Common.Alert'), message: translate.current('Common.LoginAlert') }).finally(
        () => {
          alerting = false;
        },
      );
    });
    return () => {
      offFailure();
      offUnauthorized();
    };
  }, [store]);
}
