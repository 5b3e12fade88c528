import type { LiveSituation } from '@playline/contract/sports';
import { SPORT_LIVE, type SportKey } from '@playline/contract/sports-keys';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './match-tracker.module.css';
import { FIELD_H, FIELD_W, FieldMarkings, NET_PICTURES, trackerPicture } from './match-tracker-fields';

interface MatchTrackerProps {
  sport: SportKey;
  situation: LiveSituation;
  home: string;
  away: string;
}

/** Situations in which the side in possession is pressing: the zone ahead of the ball is shaded. */
const PRESSING: Partial<Record<LiveSituation['kind'], 'light' | 'strong'>> = {
  attack: 'light',
  free_kick: 'light',
  corner: 'strong',
  dangerous_attack: 'strong',
  penalty: 'strong',
  goal: 'strong',
};

/**
 * Where the ball is drawn across the field: the feed gives how far along (0 = home goal line), the height is a
 * gentle wave of it so the ball does not run along one line; play near a goal is drawn near the middle, where goals
 * are.
 */
export function ballPoint(position: number): { x: number; y: number } {
  const nearGoal = Math.min(position, 100 - position) < 12;
  const wave = Math.sin(position / 7) * (nearGoal ? 6 : 16);
  return { x: (position / 100) * FIELD_W, y: FIELD_H / 2 + wave };
}

/** Over a net the ball waits at the server's baseline (home serves from the left); elsewhere it is where play is. */
function ballOf(situation: LiveSituation, net: boolean): { x: number; y: number } | null {
  if (net) {
    if (situation.kind !== 'serve' || !situation.side) return null;
    return { x: situation.side === 'home' ? 6 : FIELD_W - 6, y: FIELD_H / 2 + (situation.side === 'home' ? 12 : -12) };
  }
  return situation.position === null ? null : ballPoint(situation.position);
}

/**
 * The match tracker: the sport's own surface (pitch, court, rink, tennis court, table, volleyball net) with the
 * ball where play is (or with the server), the zone the side in possession attacks shaded by how dangerous it is,
 * and the situation in words. A sport without a picture of its own gets none (null). Moves glide with CSS
 * transitions between pushes.
 */
export function MatchTracker({ sport, situation, home, away }: MatchTrackerProps) {
  const t = useT();
  const picture = trackerPicture(sport);
  if (!picture) return null;
  const net = NET_PICTURES.has(picture);
  const { side } = situation;
  const ball = ballOf(situation, net);
  const pressing = side && !net ? PRESSING[situation.kind] : undefined;
  // Home attacks towards the away goal (x = 100), away towards x = 0; the shade covers the ground ahead of the ball.
  const zoneStart = ball && side === 'home' ? ball.x : 0;
  const zoneWidth = ball ? (side === 'home' ? FIELD_W - ball.x : ball.x) : FIELD_W / 2;
  const team = side === 'home' ? home : side === 'away' ? away : null;
  const label = t(`Live.Situation.${situation.kind}`);
  const { initiative } = SPORT_LIVE[sport];
  return (
    <figure className={styles.tracker}>
      <svg
        viewBox={`0 0 ${FIELD_W} ${FIELD_H}`}
        className={styles.svg}
        role="img"
        aria-label={team ? `${label}: ${team}` : label}
      >
        <FieldMarkings picture={picture} />
        {pressing && side ? (
          <rect
            x={ball ? zoneStart : side === 'home' ? FIELD_W / 2 : 0}
            y="0"
            width={zoneWidth}
            height={FIELD_H}
            className={`${styles.zone} ${styles[side]} ${styles[pressing]}`}
          />
        ) : null}
        {ball ? (
          <g className={styles.ball} style={{ transform: `translate(${ball.x}px, ${ball.y}px)` }}>
            <circle r="4.5" className={`${styles.halo} ${side ? styles[side] : ''}`} />
            <circle r="1.8" className={styles.ballDot} />
          </g>
        ) : null}
      </svg>
      <figcaption className={styles.caption}>
        <span className={`${styles.side} ${styles.homeText}`}>{home}</span>
        <strong className={styles.situation} data-kind={situation.kind}>
          {label}
        </strong>
        <span className={`${styles.side} ${styles.awayText}`}>{away}</span>
      </figcaption>
      {team && initiative ? <p className={styles.possession}>{t(`Live.Initiative.${initiative}`, { team })}</p> : null}
    </figure>
  );
}
