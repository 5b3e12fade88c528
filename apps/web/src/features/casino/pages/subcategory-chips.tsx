import type { CasinoCategory } from '@playline/contract/casino-keys';
import { NavLink } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useCategories } from '../api/get-categories';
import chips from '../components/chips.module.css';
import { categoryPath, subcategoryPath } from '../lobby-paths';
import { subcategoryName } from '../subcategory-name';

/** "All" and the category's subcategories with their counts; nothing until they arrive, nothing if none. */
export function SubcategoryChips({ category, current }: { category: CasinoCategory; current?: string }) {
  const t = useT();
  const { data } = useCategories('casino');
  const summary = data?.find((entry) => entry.category === category);
  if (!summary || summary.subcategories.length === 0) return null;
  return (
    <nav aria-label={t('Casino.Subcategories')}>
      <ul className={chips.chips}>
        <li>
          <NavLink to={categoryPath('casino', category)} className={chips.chip} end>
            {t('Casino.All')} <span className={chips.count}>{summary.total}</span>
          </NavLink>
        </li>
        {summary.subcategories.map((sub) => (
          <li key={sub.key}>
            <NavLink
              to={subcategoryPath(category, sub.key)}
              className={chips.chip}
              aria-current={sub.key === current ? 'page' : undefined}
            >
              {subcategoryName(t, sub.key)} <span className={chips.count}>{sub.total}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
