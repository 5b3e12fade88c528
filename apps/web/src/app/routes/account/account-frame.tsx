import type { RouteName } from '@playline/contract/routes';
import type { ReactNode } from 'react';
import { Page } from '#app/components/page.tsx';
import { AccountTabs } from '#app/features/account/components/account-tabs.tsx';
import type { User } from '#app/lib/client-store.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { routeTitleKey } from '../route-titles';
import styles from './account-frame.module.css';
import { RequireLogin } from './require-login';

interface AccountFrameProps {
  route: RouteName;
  /** Two columns on wide screens (the overview); one otherwise. */
  wide?: boolean;
  children: (user: User) => ReactNode;
}

/** Every account page: its title, the account sections, and its content once someone is logged in. */
export function AccountFrame({ route, wide = false, children }: AccountFrameProps) {
  const t = useT();
  return (
    <Page title={t(routeTitleKey(route))}>
      <AccountTabs />
      <RequireLogin>
        {(user) => <div className={wide ? `${styles.content} ${styles.wide}` : styles.content}>{children(user)}</div>}
      </RequireLogin>
    </Page>
  );
}
