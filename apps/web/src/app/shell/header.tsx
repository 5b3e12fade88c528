import { Menu, MessageCircle } from 'lucide-react';
import { Link, useNavigation } from 'react-router';
import { useBrand } from '../../brand/boot-context';
import buttons from '../../components/button.module.css';
import { useClientStore } from '../../lib/client-store-context';
import { useT } from '../../lib/i18n/use-t';
import styles from './header.module.css';

interface HeaderProps {
  showMenu: boolean;
  menuOpen: boolean;
  onMenu: () => void;
}

/** The sticky top bar: menu toggle, logo home, chat (brands with chat), and log in / register for visitors. */
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
        <span className={styles.mark} aria-hidden="true">
          {brand.name.charAt(0)}
        </span>
        <span className={styles.name}>{brand.name}</span>
      </Link>
      <div className={styles.actions}>
        {brand.hasChat ? (
          <Link to="/chat" className={`${buttons.button} ${buttons.icon} ${styles.chat}`} aria-label={t('Header.Chat')}>
            <MessageCircle size={22} aria-hidden="true" />
          </Link>
        ) : null}
        {user ? (
          <span className={styles.user}>{user.userName}</span>
        ) : (
          <>
            <Link to="/login" className={`${buttons.button} ${buttons.outline} ${styles.cta}`}>
              {t('Header.Login')}
            </Link>
            {showRegister ? (
              <Link to="/register" className={`${buttons.button} ${buttons.accent} ${styles.cta}`}>
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
