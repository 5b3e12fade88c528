import { LoaderCircle } from 'lucide-react';
import buttons from '#app/components/button.module.css';
import form from '#app/components/form.module.css';
import { PasswordField } from '#app/components/password-field.tsx';
import { TextField } from '#app/components/text-field.tsx';
import { type LoginFormOptions, useLoginForm } from '../hooks/use-login-form';
import styles from './login-form.module.css';
import { LoginLinks } from './login-links';

interface LoginFormProps extends LoginFormOptions {
  /** Distinguishes the dialog's field ids from the login page's. */
  idPrefix: string;
}

/** The login form of spec §2–§5: user name, password with show toggle, remember me, submit and the links. */
export function LoginForm({ idPrefix, returnUrl, onNavigate }: LoginFormProps) {
  const { t, values, change, keyUp, submit, problem, submitting } = useLoginForm({ returnUrl, onNavigate });
  const errorOf = (field: 'userLogin' | 'userPassword') => (problem?.field === field ? t(problem.message) : null);
  return (
    <form className={form.form} noValidate onSubmit={submit} aria-label={t('Header.Login')}>
      <TextField
        id={`${idPrefix}-userLogin`}
        name="userLogin"
        label={t('Auth.UserLogin')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.userLogin}
        error={errorOf('userLogin')}
        onChange={(event) => change({ userLogin: event.target.value })}
        onKeyUp={keyUp}
      />
      <PasswordField
        id={`${idPrefix}-userPassword`}
        name="userPassword"
        label={t('Auth.UserPassword')}
        autoComplete="current-password"
        value={values.userPassword}
        error={errorOf('userPassword')}
        onChange={(event) => change({ userPassword: event.target.value })}
        onKeyUp={keyUp}
      />
      <label className={form.check}>
        <input
          type="checkbox"
          name="rememberMe"
          checked={values.rememberMe}
          onChange={(event) => change({ rememberMe: event.target.checked })}
        />
        {t('Auth.RememberMe')}
      </label>
      <button
        type="submit"
        className={`${buttons.button} ${buttons.primary} ${buttons.block} ${styles.submit}`}
        disabled={submitting}
      >
        {submitting ? <LoaderCircle size={18} className={styles.spinner} aria-hidden="true" /> : null}
        {t('Auth.Submit')}
      </button>
      <LoginLinks onNavigate={onNavigate} />
    </form>
  );
}
