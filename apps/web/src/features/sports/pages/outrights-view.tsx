import type { Outright, SportKey } from '@playline/contract/sports';
import { Page } from '#app/components/page.tsx';
import { marketName, outcomeLabel } from '#app/entities/market-labels/market-labels.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDateTime } from '#app/lib/use-date-time.ts';
import { useOutrights } from '../api/get-outrights';
import { ListEmpty, QueryState } from '../components/list-states';
import { OddsButton } from '../components/odds-button';
import { outrightSelection } from '../markets/selection';
import styles from './browse.module.css';

function OutrightCard({ outright }: { outright: Outright }) {
  const t = useT();
  const dateTime = useDateTime();
  return (
    <section className={styles.outright} aria-label={outright.league.name}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{outright.league.name}</h2>
        <span className={styles.muted}>{t('Sports.Browse.SettlesOn', { date: dateTime(outright.endsAt) })}</span>
      </div>
      {outright.markets.map((market) => (
        <div key={market.key} className={styles.section}>
          <h3 className={styles.muted}>{marketName(t, market)}</h3>
          <div className={styles.grid}>
            {market.outcomes.map((outcome) => (
              <OddsButton
                key={outcome.id}
                selection={outrightSelection(outright, market, outcome)}
                label={outcomeLabel(t, outcome, market)}
                suspended={market.status === 'suspended' || outcome.status === 'suspended'}
              />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

/** Outright markets of a sport, or of one country's leagues, with team and player names on the buttons. */
export function OutrightsView({ sport, country, title }: { sport: SportKey; country?: string; title: string }) {
  const t = useT();
  const outrights = useOutrights(sport, country);
  return (
    <Page title={title}>
      <div className={`${styles.section} ${styles.content}`}>
        <QueryState {...outrights} isError={outrights.isError && !outrights.data} rows={4} />
        {outrights.data?.outrights.length === 0 ? <ListEmpty message={t('Sports.Browse.NoOutrights')} /> : null}
        {outrights.data?.outrights.map((outright) => (
          <OutrightCard key={outright.league.id} outright={outright} />
        ))}
      </div>
    </Page>
  );
}
