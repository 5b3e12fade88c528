import type { ShopCashResult, ShopClient } from '@playline/contract/shop';
import { useState } from 'react';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';
import styles from './cash-desk.module.css';
import { ClientPicker } from './client-picker';
import { MoveForm, type MoveOutcome } from './move-form';

/**
 * Pay a client in or out: choose the client, then the amount and "Pay in" or "Pay out". The result stays on screen
 * until the next attempt or another client: the operator reads it back to the client at the counter.
 */
export function CashForm() {
  const t = useT();
  const [client, setClient] = useState<ShopClient | null>(null);
  const [outcome, setOutcome] = useState<MoveOutcome | null>(null);

  const pick = (next: ShopClient | null) => {
    setClient(next);
    setOutcome(null);
  };
  const settled = (next: MoveOutcome | null) => {
    setOutcome(next);
    // The chosen client's balance as the server now has it.
    if (next && 'done' in next && client) setClient({ ...client, balance: next.done.balance });
  };

  return (
    <section className={styles.card} aria-labelledby="cash-desk-move">
      <h2 id="cash-desk-move" className={styles.cardTitle}>
        {t('CashDesk.Move')}
      </h2>
      <ClientPicker client={client} onPick={pick} />
      {client ? (
        <MoveForm key={client.id} client={client} onOutcome={settled} />
      ) : (
        <p className={styles.meta}>{t('CashDesk.ChooseClient')}</p>
      )}
      <OutcomeNote outcome={outcome} />
    </section>
  );
}

function OutcomeNote({ outcome }: { outcome: MoveOutcome | null }) {
  const t = useT();
  const money = useMoney();
  if (!outcome) return null;
  if ('failed' in outcome) {
    return (
      <p className={`${styles.note} ${styles.failed}`} role="alert">
        {outcome.failed}
      </p>
    );
  }
  const { kind, login, amount, balance, currencyCode }: ShopCashResult = outcome.done;
  return (
    <p className={`${styles.note} ${styles.done}`} role="status">
      {t(kind === 'pay_in' ? 'CashDesk.PaidIn' : 'CashDesk.PaidOut', {
        amount: money(amount, currencyCode),
        client: login,
        balance: money(balance, currencyCode),
      })}
    </p>
  );
}
