import { Menu } from '@base-ui/react/menu';
import { ROUTES } from '@playline/contract/routes';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { useBrand } from '../../../brand/boot-context';
import { useT } from '../../../lib/i18n/use-t';
import { accountLinks } from '../account-links';
import styles from './account-menu.module.css';
import headerStyles from './header-account.module.css';

/** The account menu (Base UI Menu): my account, deposit, withdraw, transactions and log out. Opens when it loads. */
export function AccountMenu({ userName }: { userName: string }) {
  const t = useT();
  const brand = useBrand();
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
