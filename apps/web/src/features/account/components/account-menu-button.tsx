import { lazy, Suspense, useState } from 'react';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './header-account.module.css';

const loadMenu = () => import('./account-menu');
const AccountMenu = lazy(loadMenu);

/**
 * The account menu's trigger. Base UI's Menu is not part of the first screen: a plain button stands in until the
 * player reaches for it (hover, focus or touch fetch the code; the click opens the menu as soon as it is there).
 */
export function AccountMenuButton({ userName }: { userName: string }) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  const preload = () => {
    void loadMenu();
  };
  const placeholder = (
    <button
      type="button"
      className={styles.avatar}
      aria-label={t('Account.Menu')}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    >
      {userName.charAt(0)}
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu userName={userName} />
    </Suspense>
  );
}
