import { SHOP_SEARCH_MIN_LENGTH, type ShopClient } from '@playline/contract/shop';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import buttons from '#app/components/button.module.css';
import { TextField } from '#app/components/text-field.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { useClients } from '../api/filter-clients';
import styles from './cash-desk.module.css';

const SEARCH_DELAY_MS = 250;

interface ClientPickerProps {
  client: ShopClient | null;
  onPick: (client: ShopClient | null) => void;
}

/** The chosen client with their available balance, or the search (from two characters) to choose one. */
export function ClientPicker({ client, onPick }: ClientPickerProps) {
  const t = useT();
  const money = useMoney();
  if (client) {
    return (
      <div className={styles.chosen}>
        <span className={styles.avatar} aria-hidden="true">
          <UserRound size={20} />
        </span>
        <div className={styles.chosenMain}>
          <strong className={styles.login}>{client.login}</strong>
          <span className={styles.meta}>
            {t('CashDesk.Available', { amount: money(client.balance, client.currencyCode) })}
          </span>
        </div>
        <button
          type="button"
          className={`${buttons.button} ${buttons.outline} ${buttons.small}`}
          onClick={() => onPick(null)}
        >
          {t('CashDesk.ChangeClient')}
        </button>
      </div>
    );
  }
  return <ClientSearch onPick={onPick} />;
}

function ClientSearch({ onPick }: { onPick: (client: ShopClient) => void }) {
  const t = useT();
  const money = useMoney();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useClients(settled);
  const searching = settled.length >= SHOP_SEARCH_MIN_LENGTH;
  const clients = search.data ?? [];

  return (
    <div className={styles.search}>
      <TextField
        id="cash-desk-search"
        type="search"
        label={t('CashDesk.Search')}
        hint={t('CashDesk.SearchHint')}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {!searching ? null : search.isError ? (
        <p className={styles.error} role="alert">
          {t('CashDesk.SearchError')}
        </p>
      ) : search.isPending ? (
        <p className={styles.meta} role="status">
          {t('Common.Loading')}
        </p>
      ) : clients.length === 0 ? (
        <p className={styles.meta} role="status">
          {t('CashDesk.NoClients')}
        </p>
      ) : (
        <ul className={styles.results} aria-label={t('CashDesk.Client')} aria-busy={search.isFetching}>
          {clients.map((client) => (
            <li key={client.id}>
              <button type="button" className={styles.result} onClick={() => onPick(client)}>
                <strong className={styles.login}>{client.login}</strong>
                <span className={styles.meta}>
                  {t('CashDesk.Available', { amount: money(client.balance, client.currencyCode) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
