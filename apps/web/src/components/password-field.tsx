import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import { useT } from '../lib/i18n/use-t';
import styles from './form.module.css';
import { describedBy, FieldFrame, type FieldProps } from './text-field';

type PasswordFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/** A password input with the show-password toggle (a button with aria-pressed, named "Show password"). */
export function PasswordField({ id, label, error, hint, ...input }: PasswordFieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className={styles.control}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={`${styles.input} ${styles.withToggle}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, label, error, hint })}
          autoCapitalize="none"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={t('Auth.ShowPassword')}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </button>
      </div>
    </FieldFrame>
  );
}
