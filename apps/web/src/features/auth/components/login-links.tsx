import { ROUTES } from '@playline/contract/routes';
import { Link } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './login-form.module.css';

/**
 * Forgot password and Register (spec §2: Register hidden on shop sites and where the brand hides registration);
 * the contact-us link only on the site whose brand asks for it (site 44).
 */
export function LoginLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const brand = useBrand();
  const canRegister = !brand.isShop && !brand.hideRegistration;
  return (
    <div className={styles.links}>
      <Link to={ROUTES.ForgotPassword.path} className={styles.link} onClick={onNavigate}>
        {t('Auth.ForgotPassword')}
      </Link>
      {canRegister ? (
        <p className={styles.line}>
          {t('Auth.NoAccount')}{' '}
          <Link to={ROUTES.Register.path} className={styles.link} onClick={onNavigate}>
            {t('Auth.CreateAccount')}
          </Link>
        </p>
      ) : null}
      {brand.loginContactUs ? (
        <p className={styles.line}>
          {t('Auth.NeedHelp')}{' '}
          <Link to={ROUTES.Help_ContactUs.path} className={styles.link} onClick={onNavigate}>
            {t('Help.ContactUs')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
