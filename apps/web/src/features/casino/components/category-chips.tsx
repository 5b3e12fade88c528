import { CASINO_CATEGORIES, CATEGORY_LOBBY, type CasinoLobby } from '@playline/contract/casino-keys';
import { NavLink } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { categoryPath } from '../lobby-paths';
import styles from './chips.module.css';

/** The lobby's categories as a sideways-scrolling row of chips; none for a lobby of one category. */
export function CategoryChips({ lobby }: { lobby: CasinoLobby }) {
  const t = useT();
  const categories = CASINO_CATEGORIES.filter((category) => CATEGORY_LOBBY[category] === lobby);
  if (categories.length < 2) return null;
  return (
    <nav aria-label={t('Casino.Categories')}>
      <ul className={styles.chips}>
        {categories.map((category) => (
          <li key={category}>
            <NavLink to={categoryPath(lobby, category)} className={styles.chip}>
              {t(`Casino.Category.${category}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
