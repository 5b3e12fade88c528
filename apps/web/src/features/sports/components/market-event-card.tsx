import type { EventSummary, Market } from '@playline/contract/sports';
import { marketName, outcomeLabel } from '#app/entities/market-labels/market-labels.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { eventSelection } from '../markets/selection';
import { MarketCard } from './market-card';
import { useMarketOpen } from './market-open-state';
import { OddsButton } from './odds-button';

interface EventMarketCardProps {
  event: Pick<EventSummary, 'id' | 'sport' | 'home' | 'away' | 'startsAt'>;
  market: Market;
  /** Place in its tab: the first few start open until the player chooses. */
  position: number;
}

/** A market of the event page: collapsible (remembered per market type), outcomes as odds buttons on the slip. */
export function EventMarketCard({ event, market, position }: EventMarketCardProps) {
  const t = useT();
  const [open, toggle] = useMarketOpen(market.type, position);
  const teams = { home: event.home, away: event.away };
  const label = (outcome: Market['outcomes'][number]) => outcomeLabel(t, outcome, market, teams);
  return (
    <MarketCard
      market={market}
      title={marketName(t, market)}
      open={open}
      onToggle={toggle}
      rowLabel={label}
      renderOutcome={(outcome, { inRow }) => (
        <OddsButton
          selection={eventSelection(event, market, outcome)}
          label={label(outcome)}
          hideLabel={inRow}
          suspended={market.status === 'suspended' || outcome.status === 'suspended'}
        />
      )}
    />
  );
}
