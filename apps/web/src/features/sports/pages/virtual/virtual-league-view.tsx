import type { VirtualBoard, VirtualRound } from '@playline/contract/sports';
import type { ReactNode } from 'react';
import { ListEmpty } from '#app/features/sports/components/list-states.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './virtual.module.css';
import { formatCountdown } from './virtual-clock';
import { VirtualMatchRow } from './virtual-match-row';
import { VirtualRoundClock } from './virtual-round-clock';
import { VirtualRoundDrawNote } from './virtual-round-draw';
import { VirtualScoreRow } from './virtual-score-row';

interface RoundSectionProps {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}

function RoundSection({ title, aside, children }: RoundSectionProps) {
  return (
    <section className={styles.round} aria-label={title}>
      <header className={styles.roundHeader}>
        <h2 className={styles.roundTitle}>{title}</h2>
        {aside}
      </header>
      {children}
    </section>
  );
}

function Scores({ round }: { round: VirtualRound }) {
  return (
    <>
      <ul className={styles.list}>
        {round.events.map((event) => (
          <VirtualScoreRow key={event.id} event={event} />
        ))}
      </ul>
      <VirtualRoundDrawNote draw={round.draw} />
    </>
  );
}

/**
 * A virtual league at the feed's `now`: the round being played (or just over) with its clock, the next round's
 * matches to bet on with a countdown to their kick-off (first between rounds), and the round before.
 */
export function VirtualLeagueView({ board, now }: { board: VirtualBoard; now: number }) {
  const t = useT();
  const { current, next, previous } = board;
  const untilKickOff = Date.parse(next.startsAt) - now;
  const currentElapsed = current ? now - Date.parse(current.startsAt) : 0;
  const playing = current?.events.some((event) => event.status === 'live') === true;
  const currentRound = current ? (
    <RoundSection
      title={playing ? t('Virtual.PlayingNow') : t('Virtual.LatestResults')}
      aside={<VirtualRoundClock elapsedMs={playing ? currentElapsed : Number.POSITIVE_INFINITY} />}
    >
      <Scores round={current} />
    </RoundSection>
  ) : null;
  const nextRound = (
    <RoundSection
      title={t('Virtual.NextRound')}
      aside={
        <span className={styles.countdown} role="timer">
          {untilKickOff > 0 ? t('Virtual.KickOffIn', { time: formatCountdown(untilKickOff) }) : t('Virtual.KickingOff')}
        </span>
      }
    >
      <p className={styles.note}>{t('Virtual.ClosedInPlay')}</p>
      {next.events.length === 0 ? (
        <ListEmpty message={t('Virtual.NoMatches')} />
      ) : (
        <ul className={styles.list}>
          {next.events.map((event) => (
            <VirtualMatchRow key={event.id} event={event} />
          ))}
        </ul>
      )}
      <VirtualRoundDrawNote draw={next.draw} />
    </RoundSection>
  );
  // While a round plays it leads; between rounds the next one, still open for bets, comes first.
  return (
    <>
      {playing ? currentRound : nextRound}
      {playing ? nextRound : currentRound}
      {previous ? (
        <RoundSection title={t('Virtual.PreviousRound')}>
          <Scores round={previous} />
        </RoundSection>
      ) : null}
    </>
  );
}
