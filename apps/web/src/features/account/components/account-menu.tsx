import { Menu } from '@base-ui/react/menu';
import { ROUTES } from '@playline/contract/routes';
import { Banknote, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { accountLinks } from '../account-links';
import styles from './account-menu.module.css';
import headerStyles from './header-account.module.css';

/**
 * The account menu (Base UI Menu): my account, deposit, withdraw, transactions, for a shop operator the cash desk,
 * and log out. Opens when it loads.
 */
export function AccountMenu({ userName }: { userName: string }) {
  const t = useT();
  const brand = useBrand();
  // Only an operator's session carries `shop`; a client logged in at the shop has no cash desk.
  const operator = useClientStore((state) => brand.isShop && state.user?.shop !== undefined);
  return (
    <Menu.Root defaultOpen modal={false}>
      <Menu.Trigger className={headerStyles.avatar} aria-label={t('Account.Menu')}>
        {userName.charAt(0)}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner className={styles.positioner} side="bottom" align="end" sideOffset={8}>
          <Menu.Popup className={styles.popup}>
            <Menu.Group>
              <Menu.GroupLabel className={styles.label}>{userName}</Menu.GroupLabel>
              {accountLinks(brand).map(({ route, path, label, icon: Icon }) => (
                <Menu.LinkItem key={route} className={styles.item} closeOnClick render={<Link to={path} />}>
                  <Icon size={18} aria-hidden="true" />
                  {t(label)}
                </Menu.LinkItem>
              ))}
              {operator ? (
                <Menu.LinkItem className={styles.item} closeOnClick render={<Link to={ROUTES.ShopCashDesk.path} />}>
                  <Banknote size={18} aria-hidden="true" />
                  {t('CashDesk.Title')}
                </Menu.LinkItem>
              ) : null}
            </Menu.Group>
            <Menu.Separator className={styles.separator} />
            <Menu.LinkItem className={styles.item} closeOnClick render={<Link to={ROUTES.Logout.path} />}>
              <LogOut size={18} aria-hidden="true" />
              {t('Page.Logout')}
            </Menu.LinkItem>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}

export default AccountMenu;
