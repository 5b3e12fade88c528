import { ROUTES } from '@playline/contract/routes';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import buttons from '#app/components/button.module.css';
import form from '#app/components/form.module.css';
import { TextField } from '#app/components/text-field.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useForgotPassword } from '../api/forgot-password';
import styles from './auth-page.module.css';

/** Asks for a reset link by user name or email; the answer is the same whether or not the account exists. */
export function RequestResetForm() {
  const t = useT();
  const languageId = useClientStore((state) => state.language.id);
  const request = useForgotPassword();
  const [userLogin, setUserLogin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = userLogin.trim();
    if (!value) {
      setError(t('Forgot.Required'));
      return;
    }
    setError(null);
    request.mutate({ userLogin: value, languageId });
  };

  if (request.data) {
    return (
      <div className={styles.notice}>
        <p className={`${form.banner} ${form.success}`} role="status">
          {request.data.message}
        </p>
        <Link to={ROUTES.Login.path} className={`${buttons.button} ${buttons.outline}`}>
          {t('Forgot.BackToLogin')}
        </Link>
      </div>
    );
  }
  return (
    <form className={form.form} noValidate onSubmit={submit} aria-label={t('Page.ForgotPassword')}>
      <p className={styles.intro}>{t('Forgot.Intro')}</p>
      <TextField
        id="forgot-userLogin"
        name="userLogin"
        label={t('Forgot.UserLogin')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={userLogin}
        error={error}
        onChange={(event) => setUserLogin(event.target.value)}
      />
      <button
        type="submit"
        className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
        disabled={request.isPending}
      >
        {t('Forgot.Submit')}
      </button>
    </form>
  );
}
