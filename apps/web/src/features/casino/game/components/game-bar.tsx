import type { GameBalance } from '@playline/contract/casino';
import { formatMoney } from '@playline/contract/money';
import buttons from '#app/components/button.module.css';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useSessionTimer } from '../hooks/use-session-timer';
import styles from './game.module.css';

interface GameBarProps {
  title: string;
  onClose: () => void;
  /** Players only: leaves for the deposit page, the session kept to resume. */
  onDeposit?: () => void;
  /** The balance the frame last reported. */
  balance: GameBalance | null;
  /** When the session started (epoch ms), once a game plays. */
  startedAt: number | null;
  /** A switch between real and fun play where the game and the player allow it. */
  switchMode?: { label: string; onSwitch: () => void };
}

/** The slim bar above the game: close, the game's name, balance, session timer, deposit and the mode switch. */
export function GameBar({ title, onClose, onDeposit, balance, startedAt, switchMode }: GameBarProps) {
  const t = useT();
  return (
    <div className={styles.bar}>
      <button type="button" className={`${buttons.button} ${buttons.ghost} ${buttons.small}`} onClick={onClose}>
        {t('CasinoGame.Close')}
      </button>
      <span className={styles.title}>{title}</span>
      <span className={styles.facts}>
        {balance ? <BalanceFact balance={balance} /> : null}
        {startedAt === null ? null : <SessionTimer startedAt={startedAt} />}
      </span>
      {switchMode ? (
        <button
          type="button"
          className={`${buttons.button} ${buttons.outline} ${buttons.small}`}
          onClick={switchMode.onSwitch}
        >
          {switchMode.label}
        </button>
      ) : null}
      {onDeposit ? (
        <button type="button" className={`${buttons.button} ${buttons.primary} ${buttons.small}`} onClick={onDeposit}>
          {t('CasinoGame.Deposit')}
        </button>
      ) : null}
    </div>
  );
}

function BalanceFact({ balance }: { balance: GameBalance }) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  // Fun credits are no currency (their code is not ISO): the plain amount, then the word.
  const amount = balance.demo
    ? (balance.balance / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : formatMoney(balance.balance, balance.currencyCode, locale);
  return (
    <span role="status" aria-label={t(balance.demo ? 'CasinoGame.FunBalance' : 'CasinoGame.Balance', { amount })}>
      {amount}
      {balance.demo ? <span className={styles.fun}> {t('CasinoGame.Fun')}</span> : null}
    </span>
  );
}

/** Its own leaf: the once-a-second tick re-renders only the timer. */
function SessionTimer({ startedAt }: { startedAt: number }) {
  const t = useT();
  const elapsed = useSessionTimer(startedAt);
  return (
    <time className={styles.timer} role="timer" aria-label={t('CasinoGame.SessionTime', { time: elapsed })}>
      {elapsed}
    </time>
  );
}
