import type { Area } from '@playline/contract/areas';
import type { TextKey } from '@playline/contract/texts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import { NavIcon } from '#app/components/nav-icon.tsx';
import { navItemForArea } from '#app/components/nav-items.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './area-cards.module.css';

const description = (area: Area): TextKey => `Area.${area}`;

/** A card per area of the brand: icon, label and a one-line description, linking to the area. */
export function AreaCards() {
  const t = useT();
  const brand = useBrand();
  return (
    <section className={styles.section} aria-labelledby="home-areas">
      <h2 id="home-areas" className={styles.heading}>
        {t('Home.Areas')}
      </h2>
      <ul className={styles.grid}>
        {brand.areas.map((area) => {
          const item = navItemForArea(area);
          if (!item) return null;
          return (
            <li key={area}>
              <Link to={item.path} className={styles.card}>
                <span className={styles.icon}>
                  <NavIcon name={item.icon} />
                </span>
                <span className={styles.text}>
                  <span className={styles.label}>{t(item.label)}</span>
                  <span className={styles.description}>{t(description(area))}</span>
                </span>
                <ChevronRight className={styles.chevron} size={18} aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
