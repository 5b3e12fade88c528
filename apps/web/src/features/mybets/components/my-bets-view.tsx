import { ROUTES } from '@playline/contract/routes';
import { Link } from 'react-router';
import buttons from '#app/components/button.module.css';
import { ListState } from '#app/components/list-state.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useBets } from '../api/get-bets';
import { useBetsParams } from '../hooks/use-bets-params';
import { BetCard } from './bet-card';
import { BetFilters } from './bet-filters';
import { BetTabs } from './bet-tabs';
import styles from './my-bets.module.css';
import { OpenBetsLive } from './open-bets-live';

/** My bets: Open / Settled / All, a date range, server pages of 20, and loading, empty and error states. */
export function MyBetsView() {
  const t = useT();
  const params = useBetsParams();
  const { query } = params;
  const bets = useBets(query);
  const items = bets.data?.bets ?? [];
  const pages = Math.max(1, Math.ceil((bets.data?.total ?? 0) / query.pageSize));
  const filtered = Boolean(query.from || query.to);
  return (
    <div className={styles.view}>
      <BetTabs value={query.status} onChange={params.setTab} />
      <BetFilters from={query.from ?? ''} to={query.to ?? ''} onChange={params.setDates} />
      {items.length > 0 ? (
        <>
          <OpenBetsLive bets={items}>
            <div className={`${styles.list} ${bets.isPlaceholderData ? styles.stale : ''}`} aria-busy={bets.isFetching}>
              {items.map((bet) => (
                <BetCard key={bet.id} bet={bet} />
              ))}
            </div>
          </OpenBetsLive>
          {pages > 1 ? <Pagination page={query.page} pages={pages} onPage={params.setPage} /> : null}
        </>
      ) : (
        <ListState
          loading={bets.isPending}
          error={bets.isError}
          loadError={t('Bets.Mybets.LoadError')}
          look="cards"
          onRetry={() => void bets.refetch()}
          empty={t(filtered ? 'Bets.Mybets.NoMatches' : `Bets.Mybets.Empty.${query.status}`)}
          action={
            filtered || query.status === 'settled' ? null : (
              <Link to={ROUTES.Sports.path} className={`${buttons.button} ${buttons.primary} ${buttons.small}`}>
                {t('Bets.Mybets.BrowseSports')}
              </Link>
            )
          }
        />
      )}
    </div>
  );
}
