import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@playline/contract/account';
import { ROUTES } from '@playline/contract/routes';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import buttons from '#app/components/button.module.css';
import form from '#app/components/form.module.css';
import { PasswordField } from '#app/components/password-field.tsx';
import { isApiError } from '#app/lib/api-error.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useResetPassword } from '../api/reset-password';
import styles from './auth-page.module.css';

/** The new-password form of a reset link: the password rule, a repeat, and the server's verdict on the token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT();
  const languageId = useClientStore((state) => state.language.id);
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; token?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = password.trim();
    const next: typeof errors = {};
    if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) {
      next.password = t('Register.PasswordLength');
    } else if (value !== repeat.trim()) next.repeat = t('Forgot.Mismatch');
    setErrors(next);
    if (next.password || next.repeat) return;
    reset.mutate(
      { token, password: value, languageId },
      { onError: (error) => setErrors(isApiError(error) ? { ...error.fields } : {}) },
    );
  };

  if (reset.data) {
    return (
      <div className={styles.notice}>
        <p className={`${form.banner} ${form.success}`} role="status">
          {reset.data.message}
        </p>
        <Link to={ROUTES.Login.path} className={`${buttons.button} ${buttons.primary}`}>
          {t('Header.Login')}
        </Link>
      </div>
    );
  }
  return (
    <form className={form.form} noValidate onSubmit={submit} aria-label={t('Forgot.NewPasswordTitle')}>
      {errors.token ? (
        <div className={styles.notice}>
          <p className={form.banner} role="alert">
            {errors.token}
          </p>
          <Link to={ROUTES.ForgotPassword.path} className={`${buttons.button} ${buttons.outline} ${buttons.small}`}>
            {t('Forgot.RequestAgain')}
          </Link>
        </div>
      ) : null}
      <PasswordField
        id="reset-password"
        name="password"
        label={t('Forgot.NewPassword')}
        hint={t('Register.PasswordHint')}
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        id="reset-repeat"
        name="repeat"
        label={t('Forgot.ConfirmPassword')}
        autoComplete="new-password"
        value={repeat}
        error={errors.repeat}
        onChange={(event) => setRepeat(event.target.value)}
      />
      <button
        type="submit"
        className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
        disabled={reset.isPending}
      >
        {t('Forgot.Save')}
      </button>
    </form>
  );
}
