import type { SelectHTMLAttributes } from 'react';
import styles from './form.module.css';
import { describedBy, FieldFrame, type FieldProps } from './text-field';

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: { value: string; label: string }[] };

/** A labelled native select: the phone's own picker is the friendliest on touch screens. */
export function SelectField({ id, label, error, hint, options, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
