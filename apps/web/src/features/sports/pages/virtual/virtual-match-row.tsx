import type { EventSummary } from '@playline/contract/sports';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { outcomeLabel } from '#app/entities/market-labels/market-labels.ts';
import { OddsButton } from '#app/features/sports/components/odds-button.tsx';
import { eventName, eventSelection } from '#app/features/sports/markets/selection.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './virtual.module.css';
import { VirtualMatchMarkets } from './virtual-match-markets';

/** A match of the next round: the sides, the main market's odds buttons (picks go to the slip) and more on tap. */
export function VirtualMatchRow({ event }: { event: EventSummary }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const market = event.mainMarket;
  const more = Math.max(0, event.marketCount - (market ? 1 : 0));
  return (
    <li className={styles.matchRow} aria-label={eventName(event)}>
      <div className={styles.teams}>
        <span>{event.home.name}</span>
        <span>{event.away.name}</span>
      </div>
      {market ? (
        <div className={styles.odds} data-columns={market.outcomes.length}>
          {market.outcomes.map((outcome) => (
            <OddsButton
              key={outcome.id}
              selection={eventSelection(event, market, outcome)}
              label={outcomeLabel(t, outcome, market, event)}
              suspended={market.status === 'suspended' || outcome.status === 'suspended'}
            />
          ))}
        </div>
      ) : null}
      {more > 0 ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('Virtual.FewerBets') : t('Virtual.MoreBets', { count: more })}
          <ChevronDown size={16} aria-hidden="true" className={open ? styles.chevronOpen : undefined} />
        </button>
      ) : null}
      {open ? <VirtualMatchMarkets eventId={event.id} id={panelId} /> : null}
    </li>
  );
}
