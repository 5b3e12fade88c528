import { routePath } from '@playline/contract/routes';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useHighlights } from '../api/get-highlights';
import { QueryState } from '../components/list-states';
import { useLiveBetting } from '../components/live-betting';
import styles from './browse.module.css';
import { EventSection } from './event-section';
import { FavouritesSection } from './favourites-section';
import { LeagueLinks } from './league-links';
import { OddsFormatPicker } from './odds-format-picker';
import { SearchBox } from './search-box';
import { SportChips } from './sport-chips';

/** The server picks a dozen highlights; as many placeholder rows keep the sections below in place. */
const HIGHLIGHTS_SKELETON_ROWS = 12;

/** Sports home (`/sports`): search, sports, what is live, highlights, starting soon, top leagues, favourites. */
export function SportsPage() {
  const t = useT();
  const liveBetting = useLiveBetting();
  const highlights = useHighlights();
  const data = highlights.data;
  const sectionState = {
    isPending: highlights.isPending,
    isError: highlights.isError,
    refetch: highlights.refetch,
    empty: t('Sports.Browse.NoEvents'),
  };
  return (
    <Page title={t('Sports.Browse.Title')}>
      <div className={`${styles.section} ${styles.content}`}>
        <SearchBox />
        <SportChips />
        {/*
         * Drawn before the count arrives, so the sections below keep their place. A brand without live betting
         * sends it to the live scores: the matches in play without prices.
         */}
        <Link to={routePath(liveBetting ? 'SportsHomeLive' : 'LiveScores')} className={styles.live}>
          <span>
            <span className={styles.liveDot} aria-hidden />
            {t('Sports.Browse.LiveNow')}
          </span>
          <span className={styles.muted}>
            {data ? t('Sports.Browse.LiveCount', { count: data.liveCount }) : null}
            <ChevronRight size={16} aria-hidden />
          </span>
        </Link>
        <EventSection
          title={t('Sports.Browse.Highlights')}
          events={data?.highlights}
          skeletonRows={HIGHLIGHTS_SKELETON_ROWS}
          context="dayAndLeague"
          {...sectionState}
        />
        <EventSection
          title={t('Sports.Browse.StartingSoon')}
          events={data?.startingSoon}
          context="league"
          {...sectionState}
        />
        <section className={styles.section} aria-label={t('Sports.Browse.TopLeagues')}>
          <h2 className={styles.sectionTitle}>{t('Sports.Browse.TopLeagues')}</h2>
          <QueryState isPending={highlights.isPending} isError={false} refetch={highlights.refetch} rows={3} />
          {data ? <LeagueLinks leagues={data.topLeagues} /> : null}
        </section>
        <FavouritesSection />
        <OddsFormatPicker />
      </div>
    </Page>
  );
}
