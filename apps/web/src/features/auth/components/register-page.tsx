import { ROUTES } from '@playline/contract/routes';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import styles from './auth-page.module.css';
import { LimitsStep } from './limits-step';
import { RegisterForm } from './register-form';

/**
 * `/register`: the registration form, then, where the market makes limits mandatory (Greek market), the limits
 * step; or a notice on shop sites and brands that hide registration.
 */
export function RegisterPage() {
  const t = useT();
  const brand = useBrand();
  const navigate = useNavigate();
  const [step, setStep] = useState<'account' | 'limits'>('account');
  const available = !brand.isShop && !brand.hideRegistration;
  const home = () => void navigate('/');
  const registered = () => (brand.market.mandatoryLimits ? setStep('limits') : home());
  const limitsSet = () => {
    notify({ kind: 'positive', title: t('RegisterLimits.Saved'), body: '' });
    home();
  };

  if (step === 'limits') {
    return (
      <Page title={t('RegisterLimits.Title')}>
        <section className={styles.card}>
          <LimitsStep onDone={limitsSet} />
        </section>
      </Page>
    );
  }
  return (
    <Page title={t('Register.Title')}>
      <section className={styles.card}>
        {available ? (
          <>
            <p className={styles.intro}>{t('Register.Intro', { brand: brand.name })}</p>
            <RegisterForm onRegistered={registered} />
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
