import type { CasinoGame, GameBalance } from '@playline/contract/casino';
import type { CasinoLobby, FrameToHost } from '@playline/contract/casino-keys';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ListState } from '#app/components/list-state.tsx';
import { alert } from '#app/lib/alerts.ts';
import { isApiError } from '#app/lib/api-error.ts';
import { useClientStore, useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { openLoginDialog } from '#app/lib/login-dialog.ts';
import { useGame } from '../api/get-game';
import { forgetLaunch, touchLaunch } from '../hooks/launch-memory';
import { useFullViewport } from '../hooks/use-full-viewport';
import { useGameExit } from '../hooks/use-game-exit';
import { type LaunchState, useGameLaunch } from '../hooks/use-game-launch';
import { walletAfterRound } from '../hooks/wallet-from-frame';
import styles from './game.module.css';
import { GameBar } from './game-bar';
import { GameFrame } from './game-frame';
import { GameNotice, VisitorChoice } from './game-panels';

const GAME_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** `/…/game/:gameId`: the game over the whole viewport, with the slim bar; `lobby` is where a bad link closes to. */
export function GameScreen({ lobby }: { lobby: CasinoLobby }) {
  const t = useT();
  const { gameId = '' } = useParams();
  const valid = GAME_ID.test(gameId);
  const game = useGame(valid ? gameId : '-');
  const screen = useRef<HTMLDivElement>(null);
  useFullViewport(screen);
  const notFound = !valid || (isApiError(game.error) && game.error.status === 404);
  const exit = useGameExit(game.data?.lobby ?? lobby);
  return (
    <div ref={screen} className={styles.screen} data-game-screen="">
      {game.data && !notFound ? (
        <LaunchedGame game={game.data} />
      ) : (
        <>
          <GameBar title="" onClose={exit.close} balance={null} startedAt={null} />
          <div className={styles.stage}>
            {notFound ? (
              <GameNotice message={t('CasinoGame.NotFound')} onClose={exit.close} />
            ) : (
              <ListState
                loading={game.isPending}
                error={game.isError}
                loadError={t('CasinoGame.LoadError')}
                onRetry={() => void game.refetch()}
                empty=""
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}

/** A known game: the choice or the gate's answer, then the frame, and what its bridge says. */
function LaunchedGame({ game }: { game: CasinoGame }) {
  const t = useT();
  const store = useClientStoreApi();
  const loggedIn = useClientStore((state) => state.user !== null);
  const [search] = useSearchParams();
  const { state, start } = useGameLaunch(game, loggedIn, search.get('mode') === 'demo');
  const exit = useGameExit(game.lobby);
  // The balance belongs to the session that reported it: a mode switch starts without one.
  const [reported, setReported] = useState<{ token: string; balance: GameBalance } | null>(null);
  const playing = state.status === 'playing' ? state.launch : null;
  const mode = playing?.mode ?? null;
  const balance = playing && reported?.token === playing.token ? reported.balance : null;

  const close = useCallback(() => {
    if (mode) forgetLaunch(game.id, mode);
    exit.close();
  }, [exit, game.id, mode]);

  const onMessage = useCallback(
    (message: FrameToHost) => {
      if (!playing || !mode) return;
      if (message.type === 'balance') {
        const { balance: amount, currencyCode, demo } = message;
        setReported({ token: playing.token, balance: { balance: amount, currencyCode, demo } });
        touchLaunch(game.id, mode);
        if (!message.demo) {
          // The header shows the wallet: move it now; the hub's balance push after the round has the last word.
          const user = store.getState().user;
          if (user && user.currencyCode === currencyCode) store.getState().setBalance(walletAfterRound(user, amount));
        }
      } else if (message.type === 'close') close();
      else if (message.type === 'deposit' && loggedIn) exit.deposit();
      else if (message.type === 'ended') {
        forgetLaunch(game.id, mode);
        void alert({ title: game.name, message: message.message }).then(exit.close);
      }
    },
    [close, exit, game.id, game.name, loggedIn, mode, playing, store],
  );

  const returnUrl = useLocation().pathname;
  const login = () => openLoginDialog({ returnUrl });
  return (
    <>
      <GameBar
        title={game.name}
        onClose={close}
        onDeposit={loggedIn && mode !== 'demo' ? exit.deposit : undefined}
        balance={balance}
        startedAt={playing?.startedAt ?? null}
        switchMode={modeSwitch(state, game, loggedIn, start, t)}
      />
      <div className={styles.stage}>
        {state.status === 'playing' ? (
          <GameFrame
            key={state.launch.token}
            title={game.name}
            frameUrl={state.launch.frameUrl}
            mode={state.launch.mode}
            onMessage={onMessage}
          />
        ) : state.status === 'blocked' || state.status === 'failed' ? (
          <GameNotice
            message={state.status === 'blocked' ? state.reason : state.message}
            action={game.demo ? { label: t('CasinoGame.PlayForFun'), onClick: () => void start('demo') } : undefined}
            onClose={exit.close}
          />
        ) : state.status === 'starting' ? (
          <p className={styles.loading} role="status">
            {t('CasinoGame.Starting')}
          </p>
        ) : (
          <VisitorChoice game={game} onDemo={() => void start('demo')} onLogin={login} />
        )}
      </div>
    </>
  );
}

/** A player may switch between real and fun play (where the game has a demo) while a game plays. */
function modeSwitch(
  state: LaunchState,
  game: CasinoGame,
  loggedIn: boolean,
  start: (mode: 'real' | 'demo') => Promise<void>,
  t: ReturnType<typeof useT>,
) {
  if (state.status !== 'playing' || !loggedIn || !game.demo) return undefined;
  return state.launch.mode === 'real'
    ? { label: t('CasinoGame.PlayForFun'), onSwitch: () => void start('demo') }
    : { label: t('CasinoGame.PlayForReal'), onSwitch: () => void start('real') };
}
