import { ROUTES } from '@playline/contract/routes';
import { Menu } from 'lucide-react';
import { Link, useNavigation } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { HeaderAccount } from '#app/features/account/components/header-account.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { openLoginDialog } from '#app/lib/login-dialog.ts';
import styles from './header.module.css';
import { HeaderChat } from './header-chat';
import { preloadLoginDialog } from './login-dialog-host';

interface HeaderProps {
  showMenu: boolean;
  menuOpen: boolean;
  onMenu: () => void;
}

/**
 * The sticky top bar: menu toggle, logo home, chat (brands with chat), log in / register for visitors and the
 * account info for a logged-in player. Log in stays a link to /login (it works without JavaScript) but opens the
 * full-screen dialog on click.
 */
export function Header({ showMenu, menuOpen, onMenu }: HeaderProps) {
  const t = useT();
  const brand = useBrand();
  const user = useClientStore((state) => state.user);
  const busy = useNavigation().state !== 'idle';
  const showRegister = !brand.hideRegistration && !brand.isShop;

  return (
    <header className={styles.header}>
      {showMenu ? (
        <button
          type="button"
          className={`${buttons.button} ${buttons.icon}`}
          aria-label={t('Header.Menu')}
          aria-expanded={menuOpen}
          onClick={onMenu}
        >
          <Menu size={24} aria-hidden="true" />
        </button>
      ) : null}
      <Link to="/" className={styles.logo} aria-label={t('Header.Home', { brand: brand.name })}>
        {/* The initial is drawn by CSS: a text node would read "PPlayline" to checkers of the link's visible name. */}
        <span className={styles.mark} data-initial={brand.name.charAt(0)} aria-hidden="true" />
        {/* The balance needs the room on phones: a logged-in header shows the mark only (the link keeps its name). */}
        <span className={user ? `${styles.name} ${styles.nameWithAccount}` : styles.name}>{brand.name}</span>
      </Link>
      <div className={styles.actions}>
        {brand.hasChat ? (
          <HeaderChat className={`${buttons.button} ${buttons.icon} ${styles.chat}`} loggedIn={user !== null} />
        ) : null}
        {user ? (
          <HeaderAccount user={user} />
        ) : (
          <>
            <Link
              to={ROUTES.Login.path}
              className={`${buttons.button} ${buttons.outline} ${styles.cta}`}
              onPointerEnter={preloadLoginDialog}
              onTouchStart={preloadLoginDialog}
              onFocus={preloadLoginDialog}
              onClick={(event) => {
                event.preventDefault();
                openLoginDialog();
              }}
            >
              {t('Header.Login')}
            </Link>
            {showRegister ? (
              <Link to={ROUTES.Register.path} className={`${buttons.button} ${buttons.accent} ${styles.cta}`}>
                {t('Header.Register')}
              </Link>
            ) : null}
          </>
        )}
      </div>
      {busy ? <span className={styles.progress} aria-hidden="true" /> : null}
    </header>
  );
}
