import type { SportSummary } from '@playline/contract/sports';
import { isRealSportKey } from '@playline/contract/sports-keys';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useSports } from '../api/get-sports';
import { SportIcon } from '../components/sport-icon';
import { type OpenBranches, useOpenBranches } from './open-branches';
import { SportBranch } from './sport-branch';
import styles from './sports-tree.module.css';
import { TreeCount, TreeState } from './tree-count';
import { onTreeKeyDown } from './tree-keys';
import type { TreeLocation } from './tree-location';
import { sportsAtoZ } from './tree-order';
import { useTreeLocation } from './use-tree-location';

/** A sport's row, opening to its countries. */
function SportNode({ sport, here, open }: { sport: SportSummary; here: TreeLocation; open: OpenBranches }) {
  const t = useT();
  const branchId = useId();
  const key = sport.key;
  const expanded = open.isOpen(key);
  if (!isRealSportKey(key)) return null;
  return (
    <li>
      <button
        type="button"
        className={styles.sport}
        aria-expanded={expanded}
        aria-controls={expanded ? branchId : undefined}
        onClick={() => open.toggle(key)}
      >
        <SportIcon sport={key} size={18} />
        <span className={styles.name}>{t(`Sport.${key}`)}</span>
        <TreeCount count={sport.prematchCount} />
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
      </button>
      {expanded ? <SportBranch id={branchId} sport={key} here={here} open={open} /> : null}
    </li>
  );
}

/**
 * The desktop's sports tree (issue 21): sports → countries → leagues, A–Z in the reader's language, each with its
 * count of matches, the branches to the page on screen open and its league marked. A sport's countries are asked
 * for when it opens, from the same cached catalogue answers the sports pages read. The shell loads this module
 * only at the desktop breakpoint, so phones never download it.
 */
export default function SportsTree() {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const sports = useSports();
  const here = useTreeLocation();
  const open = useOpenBranches(here);
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className={styles.tree} onKeyDown={onTreeKeyDown}>
      <h2 id={titleId} className={styles.title}>
        {t('SportsTree.Title')}
      </h2>
      {sports.data ? (
        <ul className={styles.sports}>
          {sportsAtoZ(sports.data.sports, (sport) => t(`Sport.${sport.key}`), locale).map((sport) => (
            <SportNode key={sport.key} sport={sport} here={here} open={open} />
          ))}
        </ul>
      ) : (
        <TreeState isError={sports.isError} refetch={sports.refetch} rows={8} />
      )}
    </nav>
  );
}
