import type { Scoreboard as ScoreboardData } from '@playline/contract/sports';
import type { SportKey } from '@playline/contract/sports-keys';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './scoreboard.module.css';
import { ScoreboardClock } from './scoreboard-clock';
import { tennisPoints } from './tennis-points';

interface ScoreboardProps {
  sport: SportKey;
  home: string;
  away: string;
  scoreboard: ScoreboardData;
}

/**
 * Both sides with the score in bold and, where the sport has them, the per-period scores (halves, quarters, sets'
 * games) in small columns after it; the clock on top. Tennis adds the game's points and a ball by the server.
 */
export function Scoreboard({ sport, home, away, scoreboard }: ScoreboardProps) {
  const t = useT();
  const game = scoreboard.phase === 'live' || scoreboard.phase === 'break' ? scoreboard.game : null;
  const points = game ? tennisPoints(game, t('SportsEvent.Advantage')) : null;
  const sides = [
    { name: home, total: scoreboard.home, side: 'home' as const },
    { name: away, total: scoreboard.away, side: 'away' as const },
  ];
  return (
    <article className={styles.board} aria-label={t('SportsEvent.Vs', { home, away })}>
      <ScoreboardClock scoreboard={scoreboard} sport={sport} />
      {sides.map(({ name, total, side }) => (
        <div key={side} className={styles.side}>
          <span className={styles.team}>{name}</span>
          {game ? (
            <span className={styles.serveSlot}>
              {game.server === side ? (
                <span
                  className={styles.serve}
                  role="img"
                  aria-label={t('SportsEvent.Serving')}
                  title={t('SportsEvent.Serving')}
                />
              ) : null}
            </span>
          ) : null}
          {scoreboard.periods.length > 1 || game ? (
            <span className={styles.periods}>
              {scoreboard.periods.map((period, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a period is identified by its position.
                <span key={index} className={styles.period}>
                  {period[side]}
                </span>
              ))}
            </span>
          ) : null}
          {points ? (
            <span className={styles.points}>
              <span className="visually-hidden">{t('SportsEvent.Points')} </span>
              {points[side]}
            </span>
          ) : null}
          <strong className={styles.total}>{total}</strong>
        </div>
      ))}
    </article>
  );
}
