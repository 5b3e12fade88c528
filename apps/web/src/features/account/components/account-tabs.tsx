import { useLayoutEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { accountLinks } from '../account-links';
import styles from './account-tabs.module.css';

/** The account area's sections as chips under the page title; the current one is marked aria-current. */
export function AccountTabs() {
  const t = useT();
  const brand = useBrand();
  const nav = useRef<HTMLElement>(null);

  // On a phone the chips scroll sideways: bring the current one into view (Withdraw sits past the edge). Each
  // account page mounts its own tabs, so once on mount is enough.
  useLayoutEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav.current && current) nav.current.scrollLeft = current.offsetLeft - 16;
  }, []);

  return (
    <nav ref={nav} className={styles.tabs} aria-label={t('Account.Sections')}>
      {accountLinks(brand).map(({ route, path, label, icon: Icon }) => (
        <NavLink key={route} to={path} end className={styles.tab}>
          <Icon size={16} aria-hidden="true" />
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}
