import type { CasinoGame } from '@playline/contract/casino';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './game.module.css';

/** A visitor's choice: fun credits where the game has a demo, or logging in to play for real. */
export function VisitorChoice({
  game,
  onDemo,
  onLogin,
}: {
  game: CasinoGame;
  onDemo: () => void;
  onLogin: () => void;
}) {
  const t = useT();
  return (
    <div className={styles.panel}>
      <img className={styles.thumbnail} src={game.thumbnail} alt="" width={256} height={192} />
      <h1>{game.name}</h1>
      <div className={styles.choices}>
        {game.demo ? (
          <button type="button" className={`${buttons.button} ${buttons.outline}`} onClick={onDemo}>
            {t('CasinoGame.PlayForFun')}
          </button>
        ) : null}
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onLogin}>
          {t('CasinoGame.LogInToPlay')}
        </button>
      </div>
      {game.demo ? null : <p className={styles.note}>{t('CasinoGame.NoDemo')}</p>}
    </div>
  );
}

interface NoticeProps {
  message: string;
  /** A way on: try again, or fun play when real play is refused. */
  action?: { label: string; onClick: () => void };
  onClose: () => void;
}

/** Why the game does not play (the casino check's reason, the server's refusal, a failed launch). */
export function GameNotice({ message, action, onClose }: NoticeProps) {
  const t = useT();
  return (
    <div className={styles.panel} role="alert">
      <p>{message}</p>
      <div className={styles.choices}>
        {action ? (
          <button type="button" className={`${buttons.button} ${buttons.outline}`} onClick={action.onClick}>
            {action.label}
          </button>
        ) : null}
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onClose}>
          {t('CasinoGame.BackToLobby')}
        </button>
      </div>
    </div>
  );
}
