import * as casino from '@playline/contract/api/casino-play';
import type { GameBalance, GameSession, RoundBet, RoundResult, TableUpdate } from '@playline/contract/casino';
import type { ResponseOf, Route } from '@playline/contract/http/route';
import { formatMoney } from '@playline/contract/money';
import { FrameApiError, type FrameInput, postMoney } from './api';
import { postToHost } from './bridge';
import { fill, h } from './dom';
import { createTranslate, languageTag, type Translate } from './texts';

/** What every engine screen is given: the session, texts, money, and calls that report their own failures. */
export interface FrameContext {
  session: GameSession;
  /** The game session token every call names. */
  token: string;
  t: Translate;
  money: (minor: number) => string;
  readonly balance: number;
  /** Shows a balance (a round's answer, a table bet) and tells the host, unless the news came from the host. */
  setBalance(balance: GameBalance, tellHost?: boolean): void;
  /** A money POST; on failure the message is shown (and the host told when the session ended), and null returned. */
  post<R extends Route>(route: R, input: FrameInput<R>, options?: PostOptions): Promise<ResponseOf<R> | null>;
  play(bet: RoundBet, stake: number): Promise<RoundResult | null>;
  say(text: string, tone?: 'info' | 'win' | 'error'): void;
  /** The line `say` writes to; each engine places it next to its play button (the frame's foot otherwise). */
  status: HTMLElement;
  /** The fair-play panel (set by the frame once built): told of each round and each table state. */
  fairness?: { round(result: RoundResult): void; table(update: TableUpdate): void };
}

export interface PostOptions {
  /** What the call stakes: when it exceeds a real balance, the failure offers a deposit. */
  stake?: number;
  /** The frame's own words for a failure (e.g. a table's 409); the server's message otherwise. */
  explain?: (error: FrameApiError) => string | undefined;
}

/** Builds the frame's header (game, balance) and status line around `stage`, and the context engines play with. */
export function createContext(
  session: GameSession,
  token: string,
  root: HTMLElement,
): { context: FrameContext; stage: HTMLElement } {
  const t = createTranslate(session.languageId);
  const locale = languageTag(session.languageId);
  let current = session.balance;
  const money = (minor: number) => formatMoney(minor, current.currencyCode, locale);
  const balanceText = h('output', { class: 'balance-amount' });
  const status = h('p', { class: 'status', role: 'status' });
  const stage = h('section', { class: `stage engine-${session.config.engine}` });
  const renderBalance = () => {
    balanceText.textContent = money(current.balance);
  };
  fill(
    root,
    h(
      'header',
      { class: 'bar' },
      h('h1', { class: 'game-name' }, session.game.name),
      h(
        'div',
        { class: 'balance' },
        h('span', { class: 'balance-label' }, current.demo ? t('Game.FunCredits') : t('Game.Balance')),
        balanceText,
      ),
    ),
    stage,
    status,
  );
  renderBalance();

  const say: FrameContext['say'] = (text, tone = 'info') => {
    status.dataset.tone = tone;
    fill(status, text);
  };

  const context: FrameContext = {
    session,
    token,
    t,
    money,
    get balance() {
      return current.balance;
    },
    setBalance(next, tellHost = true) {
      current = next;
      renderBalance();
      if (tellHost)
        postToHost({ type: 'balance', balance: next.balance, currencyCode: next.currencyCode, demo: next.demo });
    },
    async post(route, input, { stake, explain } = {}) {
      try {
        const answer = await postMoney(route, input, { onRetry: () => say(t('Game.Retrying')) });
        return answer;
      } catch (error) {
        const failure = error instanceof FrameApiError ? error : new FrameApiError(0, '');
        if (failure.sessionEnded) postToHost({ type: 'ended', message: failure.message });
        const message = explain?.(failure) ?? (failure.status === 0 ? t('Game.Offline') : failure.message);
        say(message, 'error');
        // Short of money in real play: the way out is a deposit, which the host page runs.
        if (!current.demo && stake !== undefined && stake > current.balance) {
          status.append(
            ' ',
            h(
              'button',
              { type: 'button', class: 'link-button', onclick: () => postToHost({ type: 'deposit' }) },
              t('Game.Deposit'),
            ),
          );
        }
        return null;
      }
    },
    async play(bet, stake) {
      const result = await context.post(casino.playRound, { body: { token, bet } }, { stake });
      if (result) {
        context.setBalance(result.balance);
        context.fairness?.round(result);
      }
      return result;
    },
    say,
    status,
  };
  return { context, stage };
}
