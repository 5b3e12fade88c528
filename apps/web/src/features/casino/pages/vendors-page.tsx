import { routePath } from '@playline/contract/routes';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { BackLink } from '#app/components/back-link.tsx';
import { ListState } from '#app/components/list-state.tsx';
import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useVendors } from '../api/get-vendors';
import { lobbyHomePath } from '../lobby-paths';
import styles from './lobby.module.css';
import cards from './vendors-page.module.css';

/** `/casino/vendors`: every game vendor as a card with how many games it has, leading to its games. */
export function VendorsPage() {
  const t = useT();
  const vendors = useVendors();
  const list = vendors.data ?? [];
  return (
    <Page title={t('Casino.Vendors')}>
      <div className={styles.content}>
        <BackLink to={lobbyHomePath('casino')} label={t('Casino.Lobby.casino')} />
        {vendors.isPending || vendors.isError || list.length === 0 ? (
          <ListState
            loading={vendors.isPending}
            error={vendors.isError}
            onRetry={() => void vendors.refetch()}
            empty={t('Casino.VendorsEmpty')}
            loadError={t('Casino.LoadError')}
            look="cards"
          />
        ) : (
          <ul className={cards.cards}>
            {list.map((vendor) => (
              <li key={vendor.key}>
                <Link to={routePath('CasinoVendorList', { vendor: vendor.key })} className={cards.card}>
                  <span className={cards.monogram} aria-hidden>
                    {vendor.name.charAt(0)}
                  </span>
                  <span className={cards.text}>
                    <span className={cards.name}>{vendor.name}</span>
                    <span className={styles.muted}>{t('Casino.GameCount', { count: vendor.count })}</span>
                  </span>
                  <ChevronRight size={16} aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
