import { LockKeyhole } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import buttons from '#app/components/button.module.css';
import { useLoginStatus } from '#app/features/auth/api/check-login-status.ts';
import type { User } from '#app/lib/client-store.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { openLoginDialog } from '#app/lib/login-dialog.ts';
import styles from './account-frame.module.css';

/**
 * Account pages need a login (design §6): a visitor gets the login dialog with this page as its returnUrl, so after
 * logging in they land here. Closing the dialog leaves a way to open it again. Without a cached user the session
 * check decides first (the session cookie may well be valid), so a player is never asked to log in for nothing.
 */
export function RequireLogin({ children }: { children: (user: User) => ReactNode }) {
  const t = useT();
  const user = useClientStore((state) => state.user);
  const status = useLoginStatus();
  const checking = status.isPending;
  const location = useLocation();
  const returnUrl = location.pathname + location.search;
  // The check's answer reaches the client store in an effect after this render: until then a player it names is
  // no visitor (the dialog would open and close again, its code loaded for nothing).
  const visitor = !user && !checking && !(status.data?.isAuthenticated && status.data.user);
  // A session that ends while the page is open (a time-out, a logout elsewhere) leaves the locked page, not a dialog
  // over whatever the ending shows.
  const hadUser = useRef(false);
  if (user) hadUser.current = true;

  useEffect(() => {
    if (visitor && !hadUser.current) openLoginDialog({ returnUrl });
  }, [visitor, returnUrl]);

  if (user) return children(user);
  if (checking) return <p className={styles.checking} role="status" aria-label={t('Common.Loading')} />;
  return (
    <section className={styles.locked}>
      <span className={styles.lockIcon}>
        <LockKeyhole size={28} aria-hidden="true" />
      </span>
      <p>{t('Auth.LoginRequired')}</p>
      <button
        type="button"
        className={`${buttons.button} ${buttons.primary}`}
        onClick={() => openLoginDialog({ returnUrl })}
      >
        {t('Header.Login')}
      </button>
    </section>
  );
}
