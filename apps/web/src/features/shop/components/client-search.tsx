import type { ShopClient } from '@playline/contract/shop';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { isSearchable, useClients } from '../api/filter-clients';
import styles from './client-search.module.css';

/** Typing pauses this long before the server is asked. */
export const CLIENT_SEARCH_DEBOUNCE_MS = 250;

interface ClientSearchProps {
  onChoose: (client: ShopClient) => void;
  disabled?: boolean;
}

/**
 * The 'Search Client' combobox (spec §2, ARIA combobox with a listbox popup): from two characters it lists the
 * shop's clients with balance and currency, or 'No results'. Arrows move through the list, Enter chooses, Escape
 * closes it (and clears the text when already closed). Focus stays in the input throughout.
 */
export function ClientSearch({ onChoose, disabled = false }: ClientSearchProps) {
  const t = useT();
  const money = useMoney();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), CLIENT_SEARCH_DEBOUNCE_MS);
  const search = useClients(query);
  // Shortening the text below two characters closes the list at once, without waiting for the debounce.
  const expanded = open && isSearchable(text) && isSearchable(query);
  const clients = expanded ? (search.data ?? []) : [];
  const current = active < clients.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (current < 0) return;
    // jsdom has no scrollIntoView; browsers keep the active option visible in the scrolled list.
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (client: ShopClient) => {
    setText(client.login);
    setOpen(false);
    setActive(-1);
    onChoose(client);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = clients.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count);
    } else if (event.key === 'Enter' && expanded && current >= 0) {
      event.preventDefault();
      const client = clients[current];
      if (client) choose(client);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        setText('');
      }
    }
  };

  let status: string | null = null;
  if (expanded && clients.length === 0) {
    if (search.isError) status = t('Shop.SearchError');
    else if (search.isPending || search.isPlaceholderData) status = t('Common.Loading');
    else status = t('Shop.NoResults');
  }

  return (
    <div className={styles.search}>
      <Search size={16} aria-hidden="true" className={styles.icon} />
      <input
        type="text"
        role="combobox"
        className={styles.input}
        aria-label={t('Shop.SearchClient')}
        placeholder={t('Shop.SearchClient')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.popup} hidden={!expanded}>
        <div
          id={listId}
          role="listbox"
          aria-label={t('Shop.Clients')}
          className={styles.list}
          // Keeps focus in the input while an option is clicked, so the click lands before the list closes.
          onMouseDown={(event) => event.preventDefault()}
        >
          {clients.map((client, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys go to the combobox input, which names the active option through aria-activedescendant (ARIA combobox pattern).
            <div
              key={client.id}
              id={optionId(index)}
              role="option"
              // Focusable for assistive technology, never focused: focus stays in the input.
              tabIndex={-1}
              aria-selected={index === current}
              className={styles.option}
              onClick={() => choose(client)}
              onMouseMove={() => setActive(index)}
            >
              <span className={styles.login}>{client.login}</span>
              <span className={styles.balance}>{money(client.balance, client.currencyCode)}</span>
              <span className={styles.currency}>{client.currencyCode}</span>
            </div>
          ))}
        </div>
        {status ? (
          <p className={styles.status} role="status">
            {status}
          </p>
        ) : null}
      </div>
    </div>
  );
}
