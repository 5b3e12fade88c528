import { ROUTES } from '@playline/contract/routes';
import { Link } from 'react-router';
import { useBrand } from '../../../brand/boot-context';
import buttons from '../../../components/button.module.css';
import { Page } from '../../../components/page';
import { useT } from '../../../lib/i18n/use-t';
import styles from './auth-page.module.css';
import { RegisterForm } from './register-form';

/** `/register`: the registration form, or a notice on shop sites and brands that hide registration. */
export function RegisterPage() {
  const t = useT();
  const brand = useBrand();
  const available = !brand.isShop && !brand.hideRegistration;
  return (
    <Page title={t('Register.Title')}>
      <section className={styles.card}>
        {available ? (
          <>
            <p className={styles.intro}>{t('Register.Intro', { brand: brand.name })}</p>
            <RegisterForm />
          </>
        ) : (
          <p className={styles.intro}>{t('Register.Unavailable')}</p>
        )}
        <div className={styles.actions}>
          <span className={styles.intro}>{t('Register.HaveAccount')}</span>
          <Link to={ROUTES.Login.path} className={`${buttons.button} ${buttons.outline} ${buttons.small}`}>
            {t('Header.Login')}
          </Link>
        </div>
      </section>
    </Page>
  );
}

export default RegisterPage;
