import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '#app/components/page.tsx';
import { useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { getLogout } from '../api/logout';
import { endSession } from '../session';
import styles from './auth-page.module.css';

/** `/logout`: ends the session on the server, forgets the user (and its local-storage cache) and goes home. */
export function LogoutPage() {
  const t = useT();
  const store = useClientStoreApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Even when the call fails (offline) this device forgets the player; the shell shows the failure.
    void getLogout()
      .catch(() => null)
      .then(() => endSession(queryClient, store))
      .then(() => navigate('/', { replace: true }));
  }, [navigate, queryClient, store]);

  return (
    <Page title={t('Page.Logout')}>
      <p className={styles.status} role="status">
        <LoaderCircle size={20} className={styles.spinner} aria-hidden="true" />
        {t('Auth.LoggingOut')}
      </p>
    </Page>
  );
}

export default LogoutPage;
