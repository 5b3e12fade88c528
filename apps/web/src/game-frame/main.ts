import * as casino from '@playline/contract/api/casino-play';
import type { GameSession } from '@playline/contract/casino';
import { callApi, FrameApiError } from './api';
import { onHostMessage, postToHost } from './bridge';
import { createContext } from './context';
import { fill, h } from './dom';
import { startEngine } from './engines';
import { createFairnessPanel } from './fairness-panel';
import { createTranslate } from './texts';
import './frame.css';

/** The game frame: loads the session named by `?token=`, draws its engine, and keeps the host page informed. */
async function boot(root: HTMLElement) {
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const english = createTranslate(1);
  fill(root, h('p', { class: 'loading' }, english('Game.Loading')));
  let session: GameSession;
  try {
    session = await callApi(casino.getGameSession, { query: { token } });
  } catch (error) {
    const failure = error instanceof FrameApiError ? error : new FrameApiError(0, '');
    if (failure.sessionEnded) postToHost({ type: 'ended', message: failure.message });
    showStartFailure(root, failure.status === 0 ? english('Game.Offline') : failure.message);
    return;
  }
  document.documentElement.lang = session.languageId === 2 ? 'el' : 'en';
  const { context, stage } = createContext(session, token, root);
  onHostMessage((message) => context.setBalance({ ...session.balance, balance: message.balance }, false));
  const fairness = createFairnessPanel(context);
  root.append(fairness.element);
  context.fairness = fairness;
  startEngine(context, stage);
  postToHost({ type: 'ready' });
  postToHost({ type: 'balance', ...session.balance });
}

/** Before a session is known the language is not either: the message comes from the server, the rest in English. */
function showStartFailure(root: HTMLElement, message: string) {
  const t = createTranslate(1);
  fill(
    root,
    h(
      'div',
      { class: 'failure', role: 'alert' },
      h('h1', {}, t('Game.StartFailed')),
      message && h('p', {}, message),
      h('button', { type: 'button', class: 'primary', onclick: () => postToHost({ type: 'close' }) }, t('Game.Close')),
    ),
  );
  postToHost({ type: 'ready' });
}

const root = document.getElementById('game');
if (root) void boot(root);
