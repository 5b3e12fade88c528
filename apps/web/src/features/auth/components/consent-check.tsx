import { Link } from 'react-router';
import form from '#app/components/form.module.css';
import styles from './register-form.module.css';

interface ConsentCheckProps {
  id: string;
  name: string;
  /** The sentence with `{link}` where the document's name goes, e.g. "I accept the {link}." */
  sentence: string;
  linkText: string;
  to: string;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}

/**
 * A box the player ticks to accept a document, with the document one tap away in a new tab (so the form keeps what
 * was typed). A link inside a label does not tick the box when tapped.
 */
export function ConsentCheck({ id, name, sentence, linkText, to, checked, error, onChange }: ConsentCheckProps) {
  const [before, after = ''] = sentence.split('{link}');
  return (
    <div className={styles.consent}>
      <label className={`${form.check} ${styles.consentLabel}`} htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {before}
          <Link to={to} target="_blank" rel="noopener" className={styles.link}>
            {linkText}
          </Link>
          {after}
        </span>
      </label>
      {error ? (
        <span id={`${id}-error`} className={form.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
