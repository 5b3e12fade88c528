import { Page } from '../../components/page';
import { CashDeskPage } from '../../features/shop/components/cash-desk-page';
import { useT } from '../../lib/i18n/use-t';
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
