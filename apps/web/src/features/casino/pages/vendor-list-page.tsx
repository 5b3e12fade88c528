import { routePath } from '@playline/contract/routes';
import { useParams } from 'react-router';
import { BackLink } from '#app/components/back-link.tsx';
import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useGames } from '../api/get-games';
import { useVendors } from '../api/get-vendors';
import { GamesList } from '../components/games-list';
import styles from './lobby.module.css';

/** `/casino/vendors/:vendor`: every game of one vendor, across the lobbies, in the grid. */
export function VendorListPage() {
  const t = useT();
  const vendor = useParams().vendor ?? '';
  const list = useGames({ vendor });
  const vendors = useVendors();
  const games = list.data?.games ?? [];
  const name = vendors.data?.find((entry) => entry.key === vendor)?.name ?? games[0]?.vendorName ?? vendor;
  return (
    <Page title={name} eyebrow={t('Casino.Vendors')}>
      <div className={styles.content}>
        <BackLink to={routePath('CasinoVendors')} label={t('Casino.Vendors')} />
        {list.data ? <p className={styles.muted}>{t('Casino.GameCount', { count: list.data.total })}</p> : null}
        <GamesList list={list} label={name} empty={t('Casino.VendorEmpty')} />
      </div>
    </Page>
  );
}
