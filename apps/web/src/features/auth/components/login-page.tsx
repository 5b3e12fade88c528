import { ROUTES } from '@playline/contract/routes';
import { Link } from 'react-router';
import buttons from '#app/components/button.module.css';
import { Page } from '#app/components/page.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './auth-page.module.css';
import { LoginForm } from './login-form';

/** `/login`: the login form as a page; after logging in here the player goes home (or to `returnUrl`). */
export function LoginPage() {
  const t = useT();
  const user = useClientStore((state) => state.user);
  return (
    <Page title={t('Header.Login')}>
      <section className={styles.card}>
        {user ? (
          <div className={styles.notice}>
            <p className={styles.intro}>{t('Auth.LoggedInAs', { name: user.userName })}</p>
            <div className={styles.actions}>
              <Link to={ROUTES.MyAccount.path} className={`${buttons.button} ${buttons.primary}`}>
                {t('Page.MyAccount')}
              </Link>
              <Link to="/" className={`${buttons.button} ${buttons.outline}`}>
                {t('Common.BackHome')}
              </Link>
            </div>
          </div>
        ) : (
          <LoginForm idPrefix="login-page" />
        )}
      </section>
    </Page>
  );
}

export default LoginPage;
