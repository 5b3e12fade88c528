import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import { TeaserZone } from '#app/features/content/components/teaser-zone.tsx';
import { AreaCards } from '#app/features/home/components/area-cards.tsx';
import { HomeHero } from '#app/features/home/components/home-hero.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './home-page.module.css';

/** Zone of the hero teasers on brands without market zones. */
const HERO_ZONE = 1;

// The slip's loader brings the bets contract (zod) along: loaded on shop sites only, after the first paint.
const LoadCode = lazy(() =>
  import('#app/features/betslip/components/booking.tsx').then((module) => ({ default: module.LoadCode })),
);

/** A shop's counter (issue 8): the customer's booking code first; once loaded, their slip opens. */
function ShopSlipCard() {
  const t = useT();
  const navigate = useNavigate();
  // The prerender (renderToString, decision 006) cannot wait for a lazy module: the loader mounts after the first
  // render, so the server's markup and the client's first render are the same placeholder.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const space = <div className={styles.shopLoaderSpace} />;
  return (
    <section className={styles.shopCard} aria-labelledby="home-shop-load">
      <h2 id="home-shop-load" className={styles.shopTitle}>
        {t('Home.ShopLoad')}
      </h2>
      <p className={styles.shopHint}>{t('Home.ShopLoadHint')}</p>
      {mounted ? (
        <Suspense fallback={space}>
          <LoadCode prominent onLoaded={() => void navigate('/slip')} />
        </Suspense>
      ) : (
        space
      )}
    </section>
  );
}

/** The brand's landing page: hero, a card per area and the brand's teaser zones (static: it is the first screen). */
export function HomePage() {
  const t = useT();
  const brand = useBrand();
  return (
    <div className={styles.home}>
      {brand.isShop ? <ShopSlipCard /> : null}
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
