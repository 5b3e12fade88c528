import type { MarketGroup } from '@playline/contract/sports';
import type { SportKey } from '@playline/contract/sports-keys';
import { Layers } from 'lucide-react';
import { Link } from 'react-router';
import { marketGroupName } from '#app/entities/market-labels/market-labels.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './market-group-tabs.module.css';

interface MarketGroupTabsProps {
  sport: SportKey;
  groups: readonly MarketGroup[];
  active: MarketGroup;
  onSelect: (group: MarketGroup) => void;
  /** The bet-builder screen of this event, when any of its markets may be combined. */
  builderHref: string | null;
  /** Id of the panel the tabs control. */
  panelId: string;
}

/** The event's market groups as tabs, in contract order, and a "Bet builder" link when the event offers one. */
export function MarketGroupTabs({ sport, groups, active, onSelect, builderHref, panelId }: MarketGroupTabsProps) {
  const t = useT();
  return (
    <div className={styles.bar}>
      <div className={styles.tabs} role="tablist" aria-label={t('SportsEvent.Markets')}>
        {groups.map((group) => (
          <button
            key={group}
            type="button"
            role="tab"
            aria-selected={group === active}
            aria-controls={panelId}
            className={group === active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => onSelect(group)}
          >
            {marketGroupName(t, group, sport)}
          </button>
        ))}
      </div>
      {builderHref ? (
        <Link to={builderHref} className={`${styles.tab} ${styles.builder}`}>
          <Layers size={14} aria-hidden="true" />
          {t('MarketGroup.builder')}
        </Link>
      ) : null}
    </div>
  );
}
