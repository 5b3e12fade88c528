import { BOOKING_CODE_PATTERN, type BookedSelection } from '@playline/contract/bets';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '#app/lib/api-error.ts';
import type { TranslateFn } from '#app/lib/i18n/translator.ts';
import { useLoadIntoSlip } from '../hooks/use-load-into-slip';
import { slipOutcomeName } from '../selection-label';
import styles from './slip.module.css';
import { useSlipFormat } from './use-slip-format';

type Outcome = { kind: 'loading' } | { kind: 'done'; added: number; leftOut: string } | { kind: 'error'; key: string };

function leftOutNames(t: TranslateFn, picks: BookedSelection[]): string {
  return picks
    .map((pick) => {
      const name = `${slipOutcomeName(t, pick)} · ${pick.eventName}`;
      return t(pick.status === 'suspended' ? 'Bets.Share.Suspended' : 'Bets.Share.Removed', { name });
    })
    .join(', ');
}

/**
 * A shared link (`/slip?code=…`, issue 21): its selections go on the slip at current prices, once; what is
 * suspended or no longer offered is named and left out. The code leaves the address, so a reload adds nothing twice.
 */
export function SharedCode() {
  const { t } = useSlipFormat();
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim().toUpperCase() ?? null;
  const loadInto = useLoadIntoSlip();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!code || started.current === code) return;
    started.current = code;
    setParams({}, { replace: true });
    if (!BOOKING_CODE_PATTERN.test(code)) {
      setOutcome({ kind: 'error', key: 'Bets.Share.NotFound' });
      return;
    }
    setOutcome({ kind: 'loading' });
    loadInto.run(code).then(
      ({ added, leftOut }) => setOutcome({ kind: 'done', added, leftOut: leftOutNames(t, leftOut) }),
      (error) =>
        setOutcome({
          kind: 'error',
          key: isApiError(error) && error.status === 404 ? 'Bets.Share.NotFound' : 'Bets.Slip.CodeError',
        }),
    );
  }, [code, loadInto, setParams, t]);
  if (!outcome) return null;
  return (
    <div className={styles.sharedCode} role="status">
      {outcome.kind === 'loading' ? <p>{t('Bets.Share.Loading')}</p> : null}
      {outcome.kind === 'error' ? <p className={styles.fieldError}>{t(outcome.key)}</p> : null}
      {outcome.kind === 'done' ? (
        <>
          <p>{t('Bets.Share.Loaded', { count: outcome.added })}</p>
          {outcome.leftOut ? (
            <p className={styles.fieldError}>{t('Bets.Share.LeftOut', { names: outcome.leftOut })}</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
