import { ROUTES } from '@playline/contract/routes';
import type { MovementType } from '@playline/contract/wallet';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { ListState } from '#app/components/list-state.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useTransactions } from '../api/get-transactions';
import type { HistoryQuery } from '../api/keys';
import { type Filters, NO_FILTERS, TransactionFilters } from './transaction-filters';
import { TransactionRow } from './transaction-row';
import styles from './wallet.module.css';

const PAGE_SIZE = 20;

function toQuery(filters: Filters, page: number): HistoryQuery {
  return {
    type: (filters.type || undefined) as MovementType | undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
    pageSize: PAGE_SIZE,
  };
}

/** The transaction history: filters by type and date, pages of 20, and loading, empty and error states. */
export function TransactionsView({ currencyCode }: { currencyCode: string }) {
  const t = useT();
  const brand = useBrand();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = useTransactions(toQuery(filters, page));
  const filtered = filters.type !== '' || filters.from !== '' || filters.to !== '';
  const items = query.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <section className={styles.card} aria-labelledby="history-title">
      <h2 id="history-title" className={styles.cardTitle}>
        {t('Wallet.History')}
      </h2>
      <TransactionFilters value={filters} onChange={changeFilters} />
      {items.length > 0 ? (
        <>
          <ul className={`${styles.list} ${query.isPlaceholderData ? styles.stale : ''}`} aria-busy={query.isFetching}>
            {items.map((movement) => (
              <TransactionRow key={movement.id} movement={movement} currencyCode={currencyCode} />
            ))}
          </ul>
          {pages > 1 ? <Pagination page={page} pages={pages} onPage={setPage} /> : null}
        </>
      ) : (
        <ListState
          loading={query.isPending}
          error={query.isError}
          loadError={t('Wallet.LoadError')}
          onRetry={() => void query.refetch()}
          empty={t(filtered ? 'Wallet.NoMatches' : 'Wallet.NoTransactions')}
          action={
            filtered || brand.isShop ? null : (
              <Link to={ROUTES.Deposit.path} className={`${buttons.button} ${buttons.primary} ${buttons.small}`}>
                {t('Page.Deposit')}
              </Link>
            )
          }
        />
      )}
    </section>
  );
}
