import { useSearchParams } from 'react-router';
import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './auth-page.module.css';
import { RequestResetForm } from './request-reset-form';
import { ResetPasswordForm } from './reset-password-form';

/** `/forgot-password`: ask for a reset link; with `?token=` (the link) choose the new password. */
export function ForgotPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Page title={t(token ? 'Forgot.NewPasswordTitle' : 'Page.ForgotPassword')}>
      <section className={styles.card}>{token ? <ResetPasswordForm token={token} /> : <RequestResetForm />}</section>
    </Page>
  );
}

export default ForgotPasswordPage;
