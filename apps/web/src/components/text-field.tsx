import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form.module.css';

export interface FieldProps {
  id: string;
  label: string;
  /** Shown under the control, tied to it with aria-describedby and marking it aria-invalid. */
  error?: string | null;
  hint?: string;
}

/** Ids of the hint and the error, for aria-describedby. */
export function describedBy({ id, error, hint }: FieldProps): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label above, the control, then its hint and error message (announced when it appears). */
export function FieldFrame({ id, label, error, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled text input with its hint and error. */
export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={`${styles.input} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...input}
      />
    </FieldFrame>
  );
}
