import { useBrand } from '../../brand/boot-context';
import { TeaserZone } from '../../features/content/components/teaser-zone';
import { AreaCards } from '../../features/home/components/area-cards';
import { HomeHero } from '../../features/home/components/home-hero';
import { useT } from '../../lib/i18n/use-t';
import styles from './home-page.module.css';

/** Zone of the hero teasers on brands without market zones. */
const HERO_ZONE = 1;

/** The brand's landing page: hero, a card per area and the brand's teaser zones (static: it is the first screen). */
export function HomePage() {
  const t = useT();
  const brand = useBrand();
  return (
    <div className={styles.home}>
      <HomeHero />
      <AreaCards />
      {brand.zones ? (
        <>
          <TeaserZone zone={brand.zones.sportsServices} title={t('Home.Services')} variant="hero" placeholder={3} />
          <TeaserZone zone={brand.zones.sportsCrossSelling} title={t('Home.CrossSelling')} />
        </>
      ) : (
        <TeaserZone zone={HERO_ZONE} title={t('Home.Featured')} variant="hero" placeholder={3} />
      )}
    </div>
  );
}
