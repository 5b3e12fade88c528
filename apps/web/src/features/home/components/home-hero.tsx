import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { navItemForArea } from '#app/components/nav-items.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './home-hero.module.css';

/** The brand's welcome: its name, a one-line promise and the way into its first area. */
export function HomeHero() {
  const t = useT();
  const brand = useBrand();
  const first = brand.areas[0] ? navItemForArea(brand.areas[0]) : undefined;
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <p className={styles.brand}>{brand.name}</p>
      <h1 id="home-title" className={styles.title}>
        {t('Home.Title', { brand: brand.name })}
      </h1>
      <p className={styles.subtitle}>{t('Home.Subtitle')}</p>
      {first ? (
        <Link to={first.path} className={`${buttons.button} ${buttons.accent} ${styles.cta}`}>
          {t('Home.Cta')}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      ) : null}
    </section>
  );
}
