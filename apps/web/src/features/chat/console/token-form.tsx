import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import buttons from '#app/components/button.module.css';
import form from '#app/components/form.module.css';
import { isApiError } from '#app/lib/api-error.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { getConversations } from '../api/get-conversations';
import styles from './console.module.css';

interface TokenFormProps {
  onAccepted: (token: string) => void;
  /** The token in use was refused since (say, rotated on the server). */
  refused?: boolean;
}

/** Asks for the admin token and tries it once before the console opens with it. */
export function TokenForm({ onAccepted, refused = false }: TokenFormProps) {
  const t = useT();
  const id = useId();
  const [token, setToken] = useState('');
  const [state, setState] = useState<'idle' | 'checking' | 'refused' | 'failed'>(refused ? 'refused' : 'idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = token.trim();
    if (!given) return;
    setState('checking');
    try {
      await getConversations(given);
      onAccepted(given);
    } catch (error) {
      const denied = isApiError(error) && (error.status === 401 || error.status === 403);
      setState(denied ? 'refused' : 'failed');
    }
  };

  const problem =
    state === 'refused' ? t('Chat.Console.TokenRefused') : state === 'failed' ? t('Chat.Console.LoadError') : null;
  return (
    <form className={`${form.form} ${styles.tokenForm}`} onSubmit={submit}>
      <span className={styles.tokenIcon}>
        <KeyRound size={24} aria-hidden="true" />
      </span>
      <h1 className={styles.heading}>{t('Chat.Console.Title')}</h1>
      <div className={form.field}>
        <label className={form.label} htmlFor={id}>
          {t('Chat.Console.Token')}
        </label>
        <input
          id={id}
          className={form.input}
          type="password"
          autoComplete="off"
          value={token}
          aria-invalid={state === 'refused'}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setToken(event.target.value)}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('Chat.Console.TokenHint')}
        </p>
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={`${buttons.button} ${buttons.primary}`}
        disabled={state === 'checking' || token.trim() === ''}
      >
        {t('Chat.Console.Open')}
      </button>
    </form>
  );
}
