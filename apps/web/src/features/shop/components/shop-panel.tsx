import { UserRound } from 'lucide-react';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { alert } from '#app/lib/alerts.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { pageReload } from '#app/lib/page-reload.ts';
import { SHOP_OWNER_ID, useChangeClient } from '../api/change-client';
import { ClientSearch } from './client-search';
import styles from './shop-panel.module.css';

/**
 * The shop terminal's client panel (spec §2, issue 8), a slim bar under the header: whom the shop acts for, the
 * 'Shop owner' button and the 'Search Client' combobox. Only on a shop site for an operator's session. After a
 * change a dialog names the new client and the page reloads on OK, so balance, slip and bets all start afresh.
 */
export function ShopPanel() {
  const t = useT();
  const brand = useBrand();
  const shop = useClientStore((state) => state.user?.shop);
  const change = useChangeClient();
  if (!brand.isShop || !shop) return null;

  const select = (clientId: number) =>
    change.mutate(clientId, {
      onSuccess: ({ userName }) => {
        void alert({ title: t('Shop.Terminal'), message: t('Shop.ClientSet', { name: userName }) }).then(() =>
          pageReload.reload(),
        );
      },
    });
  const busy = change.isPending || change.isSuccess;

  return (
    <section className={styles.panel} aria-label={t('Shop.Terminal')}>
      <p className={styles.acting}>
        <UserRound size={16} aria-hidden="true" />
        <span className={styles.name}>
          {shop.actingFor ? t('Shop.ActingFor', { name: shop.actingFor.userName }) : t('Shop.ActingForShop')}
        </span>
      </p>
      <div className={styles.controls}>
        <ClientSearch onChoose={(client) => select(client.id)} disabled={busy} />
        <button
          type="button"
          className={`${buttons.button} ${buttons.outline} ${buttons.small}`}
          disabled={busy}
          onClick={() => select(SHOP_OWNER_ID)}
        >
          {t('Shop.Owner')}
        </button>
      </div>
    </section>
  );
}

export default ShopPanel;
