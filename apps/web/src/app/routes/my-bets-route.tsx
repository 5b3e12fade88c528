import { Page } from '#app/components/page.tsx';
import { MyBetsView } from '#app/features/mybets/components/my-bets-view.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { RequireLogin } from './account/require-login';
import { routeTitleKey } from './route-titles';

/** `/mybets`: the player's bets behind the same login guard as the account pages (a visitor gets the dialog). */
export function MyBetsRoute() {
  const t = useT();
  return (
    <Page title={t(routeTitleKey('MyBets'))}>
      <RequireLogin>{() => <MyBetsView />}</RequireLogin>
    </Page>
  );
}

export default MyBetsRoute;
