import { Page } from '#app/components/page.tsx';
import { CashDeskPage } from '#app/features/shop/components/cash-desk-page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { RequireLogin } from './account/require-login';
import { routeTitleKey } from './route-titles';

/** `/shop/cash-desk` (shop sites only, see the brand guard): the cash desk behind the login guard. */
export function CashDeskRoute() {
  const t = useT();
  return (
    <Page title={t(routeTitleKey('ShopCashDesk'))}>
      <RequireLogin>{(user) => <CashDeskPage user={user} />}</RequireLogin>
    </Page>
  );
}

export default CashDeskRoute;
