import { BOOKING_CODE_LENGTH, BOOKING_CODE_PATTERN } from '@playline/contract/bets';
import { type FormEvent, useId, useState } from 'react';
import buttons from '#app/components/button.module.css';
import { isApiError } from '#app/lib/api-error.ts';
import { useSaveBooking } from '../api/booking';
import { useLoadIntoSlip } from '../hooks/use-load-into-slip';
import { useSlip } from '../slip-store-context';
import styles from './slip.module.css';
import shop from './slip-shop.module.css';
import { useSlipFormat } from './use-slip-format';

/** "Save as code": the slip's selections under a short code, with a copy button. */
export function SaveCode() {
  const { t } = useSlipFormat();
  const ids = useSlip((state) => state.selections.map((pick) => pick.outcomeId).join(' '));
  const save = useSaveBooking();
  const [copied, setCopied] = useState(false);
  if (!ids) return null;
  const code = save.data;
  return (
    <div className={styles.booking}>
      {code ? (
        <p className={styles.savedCode}>
          <span role="status">{t('Bets.Slip.SavedCode', { code })}</span>
          <button
            type="button"
            className={`${buttons.button} ${buttons.outline}`}
            onClick={() => void navigator.clipboard?.writeText(code).then(() => setCopied(true))}
          >
            {copied ? t('Bets.Slip.Copied') : t('Bets.Slip.Copy')}
          </button>
        </p>
      ) : (
        <button
          type="button"
          className={`${buttons.button} ${buttons.ghost}`}
          disabled={save.isPending}
          onClick={() => save.mutate(ids.split(' '))}
        >
          {t('Bets.Slip.SaveCode')}
        </button>
      )}
      {save.isError ? <p className={styles.fieldError}>{t('Bets.Slip.CodeError')}</p> : null}
    </div>
  );
}

export interface LoadCodeProps {
  /** A shop's counter (issue 8): a large field and button, labelled for a customer's code. */
  prominent?: boolean;
  /** While the slip is being placed nothing may be added to it. */
  disabled?: boolean;
  /** After selections were loaded (the shop's home page opens the slip then). */
  onLoaded?: (count: number) => void;
}

/** "Load a code": the saved selections into the slip, with their current prices and status. */
export function LoadCode({ prominent = false, disabled = false, onLoaded }: LoadCodeProps) {
  const { t } = useSlipFormat();
  const loadInto = useLoadIntoSlip();
  // The shop's home page shows a loader beside the slip column's own: each needs its own id.
  const inputId = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!BOOKING_CODE_PATTERN.test(wanted)) {
      setMessage(t('Bets.Slip.CodeInvalid'));
      return;
    }
    try {
      const { added } = await loadInto.run(wanted);
      setMessage(t('Bets.Slip.CodeLoaded', { count: added }));
      setCode('');
      if (added > 0) onLoaded?.(added);
    } catch (error) {
      setMessage(t(isApiError(error) && error.status === 404 ? 'Bets.Slip.CodeNotFound' : 'Bets.Slip.CodeError'));
    }
  };
  return (
    <form className={`${styles.loadCode} ${prominent ? shop.loader : ''}`} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={prominent ? shop.loaderLabel : styles.groupTitle}>
        {t(prominent ? 'Bets.Slip.ShopLoadCode' : 'Bets.Slip.LoadCode')}
      </label>
      <div className={styles.stakeRow}>
        <input
          id={inputId}
          className={`${styles.codeInput} ${prominent ? shop.loaderInput : ''}`}
          value={code}
          maxLength={BOOKING_CODE_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t('Bets.Slip.CodeHint')}
          disabled={disabled}
          onChange={(event) => setCode(event.target.value)}
        />
        <button
          type="submit"
          className={`${buttons.button} ${prominent ? `${buttons.primary} ${shop.loaderButton}` : buttons.outline}`}
          disabled={disabled || loadInto.isPending}
        >
          {t('Bets.Slip.Load')}
        </button>
      </div>
      {message ? (
        <p className={styles.muted} role="status">
          {message}
        </p>
      ) : null}
    </form>
  );
}
