import type { EventSummary, SportKey } from '@playline/contract/sports';
import { REAL_SPORT_KEYS } from '@playline/contract/sports-keys';
import { SportIcon } from '#app/features/sports/components/sport-icon.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from '../browse.module.css';

interface LiveSportChipsProps {
  events: readonly EventSummary[];
  value: SportKey | null;
  onChange: (sport: SportKey | null) => void;
}

/** "All" and every sport with a match in play, each with its count; the chosen one is pressed. */
export function LiveSportChips({ events, value, onChange }: LiveSportChipsProps) {
  const t = useT();
  const counts = new Map<SportKey, number>();
  for (const event of events) counts.set(event.sport, (counts.get(event.sport) ?? 0) + 1);
  const sports = REAL_SPORT_KEYS.filter((sport) => counts.has(sport) || sport === value);
  return (
    <nav aria-label={t('Live.SportNav')}>
      <ul className={styles.chips}>
        <li>
          <button type="button" className={styles.chip} aria-pressed={value === null} onClick={() => onChange(null)}>
            {t('Live.AllSports')} <span className={styles.count}>{events.length}</span>
          </button>
        </li>
        {sports.map((sport) => (
          <li key={sport}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={value === sport}
              onClick={() => onChange(sport)}
            >
              <SportIcon sport={sport} size={18} />
              {t(`Sport.${sport}`)} <span className={styles.count}>{counts.get(sport) ?? 0}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
