import type { Market, Outcome } from '@playline/contract/sports';
import type { ReactNode } from 'react';
import { useT } from '#app/lib/i18n/use-t.ts';
import { marketLayout } from './market-layout';
import styles from './market-outcome-grid.module.css';

/**
 * The button of one outcome: an odds button on the event page, a pick button in the bet builder. In a row the
 * name is already on the left (`inRow`), so the button need not repeat it.
 */
export type RenderOutcome = (outcome: Outcome, placement: { inRow: boolean }) => ReactNode;

interface MarketOutcomeGridProps {
  market: Market;
  renderOutcome: RenderOutcome;
  /** A named outcome's name, shown beside its button in row layouts. */
  rowLabel: (outcome: Outcome) => string;
}

/** A market's outcomes in the layout its type and size call for (see market-layout.ts). */
export function MarketOutcomeGrid({ market, renderOutcome, rowLabel }: MarketOutcomeGridProps) {
  const t = useT();
  const layout = marketLayout(market);
  if (layout.kind === 'rows') {
    return (
      <ul className={styles.rows}>
        {market.outcomes.map((outcome) => (
          <li key={outcome.id} className={styles.row}>
            <span className={styles.rowName}>{rowLabel(outcome)}</span>
            <span className={styles.rowOdds}>{renderOutcome(outcome, { inRow: true })}</span>
          </li>
        ))}
      </ul>
    );
  }
  if (layout.kind === 'scores') {
    const columns = [
      { key: 'home', title: t('SportsEvent.ScoreHomeWins'), outcomes: layout.home },
      { key: 'draw', title: t('SportsEvent.ScoreDraws'), outcomes: layout.draw },
      { key: 'away', title: t('SportsEvent.ScoreAwayWins'), outcomes: layout.away },
    ].filter((column) => column.outcomes.length > 0);
    return (
      <div className={styles.scores} data-columns={columns.length}>
        {columns.map((column) => (
          <div key={column.key} className={styles.scoreColumn}>
            <span className={styles.columnTitle}>{column.title}</span>
            {column.outcomes.map((outcome) => (
              <div key={outcome.id}>{renderOutcome(outcome, { inRow: false })}</div>
            ))}
          </div>
        ))}
        {layout.rest.map((outcome) => (
          <div key={outcome.id} className={styles.wide}>
            {renderOutcome(outcome, { inRow: false })}
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className={layout.columns === 3 ? styles.three : styles.two} data-columns={layout.columns}>
      {market.outcomes.map((outcome) => (
        <div key={outcome.id}>{renderOutcome(outcome, { inRow: false })}</div>
      ))}
    </div>
  );
}
