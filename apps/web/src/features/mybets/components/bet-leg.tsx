import type { BetLeg as Leg } from '@playline/contract/bets';
import { CircleCheck, CircleMinus, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { formatOdds, useOddsFormat } from '#app/entities/odds-format/odds-format.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDateTime } from '#app/lib/use-date-time.ts';
import { legMarketName, legOutcomeLabel } from '../labels';
import styles from './bet-card.module.css';
import { useLiveScore } from './open-bets-live';

const ICONS: Record<Leg['status'], LucideIcon> = { open: Clock, won: CircleCheck, lost: CircleX, void: CircleMinus };

/** One selection: status icon, outcome, market, event and kick-off, and the odds it was taken at. */
export function BetLeg({ leg }: { leg: Leg }) {
  const t = useT();
  const dateTime = useDateTime();
  const [format] = useOddsFormat();
  const Icon = ICONS[leg.status];
  const status = t(`Bets.Mybets.Leg.${leg.status}`);
  const score = useLiveScore(leg.eventId);
  const playing = leg.status === 'open' && score && score.phase !== 'not_started' ? score : null;
  return (
    <li className={styles.leg} data-status={leg.status}>
      <span
        className={`${styles.legIcon} ${styles[`leg_${leg.status}`] ?? ''}`}
        role="img"
        aria-label={status}
        title={status}
      >
        <Icon size={18} aria-hidden="true" />
      </span>
      <div className={styles.legMain}>
        <span className={styles.outcome}>
          {legOutcomeLabel(t, leg)}
          {leg.banker ? <span className={styles.banker}>{t('Bets.Mybets.Banker')}</span> : null}
        </span>
        <span className={styles.market}>{legMarketName(t, leg)}</span>
        <span className={styles.event}>
          {leg.eventName}
          {playing ? (
            <span className={styles.score}>
              <span className="visually-hidden">{t('Bets.Mybets.Score')} </span>
              {playing.home}–{playing.away}
              {playing.minute !== null && playing.phase === 'live' ? ` ${playing.minute}′` : ''}
            </span>
          ) : null}
        </span>
        <time className={styles.kickoff} dateTime={leg.startsAt}>
          {dateTime(leg.startsAt)}
        </time>
      </div>
      <span className={styles.odds}>{formatOdds(leg.odds, format)}</span>
    </li>
  );
}
