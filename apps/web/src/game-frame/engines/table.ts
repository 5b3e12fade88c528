import * as casino from '@playline/contract/api/casino-play';
import type { BlackjackAction, TableUpdate } from '@playline/contract/casino';
import { tableChannel } from '@playline/contract/casino-keys';
import { HUB_PATH } from '@playline/contract/hub-keys';
import { createHubClient } from '#app/lib/realtime/hub-client.ts';
import type { FrameContext } from '../context';
import { fill, h } from '../dom';
import type { TextKey } from '../texts';
import { createTableBetting } from './table-betting';
import { createServerClock } from './table-clock';
import { createOwnHand } from './table-hand';
import { renderDealt, renderTableResult, resultMark } from './table-view';
import { boostedWinText } from './wheel-result';

type TableConfig = { engine: TableUpdate['engine']; tableId: number; dealer: string };
const DECISIONS: [BlackjackAction, TextKey][] = [
  ['hit', 'Game.Hit'],
  ['stand', 'Game.Stand'],
  ['double', 'Game.Double'],
];

/**
 * A shared live table: the hub's `table:<id>` snapshots drive the phase, countdown (on the server's clock), result and
 * history; bets go in while betting is open; live blackjack's decisions while it plays, with the player's own
 * hand; `table_settled` tells this player what the round paid (and at blackjack how their hand ended).
 */
export function startTable(context: FrameContext, stage: HTMLElement, config: TableConfig) {
  const { t, money, token } = context;
  const clock = createServerClock();
  let state: TableUpdate | null = null;
  /** The round this player has a bet in (decisions are offered only then). */
  let betRound = 0;
  const phase = h('p', { class: 'phase' }, t('Game.Connecting'));
  const seated = h('span', { class: 'muted' });
  const history = h('ol', { class: 'history', 'aria-label': t('Game.History') });
  const result = h('div', { class: 'result felt-light', 'aria-live': 'polite' });
  const place = h('button', { type: 'button', class: 'primary play' }, t('Game.PlaceBet'));
  const decisions = h('div', { class: 'controls actions', hidden: true });
  const own = createOwnHand(context);
  const betting = createTableBetting(context, config.engine, (total) => {
    place.disabled = total === 0 || state?.phase !== 'betting';
  });

  function render() {
    if (!state) return;
    const open = state.phase === 'betting' && clock.now() < state.bettingClosesAt;
    const text = open
      ? `${t('Game.Betting')} · ${t('Game.ClosesIn', { seconds: clock.secondsUntil(state.bettingClosesAt) })}`
      : state.phase === 'playing'
        ? betRound === state.roundId && config.engine === 'live-blackjack'
          ? t('Game.Decide')
          : t('Game.NoMoreBets')
        : `${t('Game.RoundResult')} · ${t('Game.NextRound', { seconds: clock.secondsUntil(state.nextRoundAt) })}`;
    phase.textContent = text;
    phase.dataset.phase = open ? 'betting' : state.phase;
    place.disabled = !open || betting.total() === 0;
    betting.setDisabled(!open);
    decisions.hidden = !(
      state.phase === 'playing' &&
      betRound === state.roundId &&
      config.engine === 'live-blackjack' &&
      !own.finished()
    );
  }

  function received(update: TableUpdate) {
    if (update.tableId !== config.tableId) return;
    const newRound = state?.roundId !== update.roundId;
    clock.sync(update.serverTime);
    state = update;
    seated.textContent = t('Game.Seated', { count: update.seated });
    fill(history, ...update.history.map((entry) => h('li', {}, resultMark(context, entry))));
    if (newRound) {
      betting.clear();
      betting.mark?.(null);
      fill(result);
      own.reset();
    }
    own.table(update);
    context.fairness?.table(update);
    if (update.result?.engine === 'live-roulette') betting.mark?.(update.result.number);
    if (update.result) renderTableResult(context, result, update.result);
    else renderDealt(context, result, update);
    render();
  }

  place.addEventListener('click', async () => {
    const bet = betting.bet();
    if (!state || !bet) return;
    const roundId = state.roundId;
    place.disabled = true;
    const answer = await context.post(
      casino.placeTableBet,
      { params: { tableId: config.tableId }, body: { token, roundId, bet } },
      {
        stake: betting.total(),
        explain: (error) => (error.status === 409 ? t('Game.BettingClosed') : undefined),
      },
    );
    if (answer) {
      betRound = answer.roundId;
      own.betPlaced(answer.roundId);
      context.setBalance(answer.balance);
      context.say(t('Game.BetPlaced', { amount: money(answer.stake) }));
      betting.clear();
    }
    render();
  });

  for (const [action, key] of DECISIONS) {
    decisions.append(
      h(
        'button',
        {
          type: 'button',
          class: action === 'stand' ? 'secondary' : 'primary',
          onclick: async () => {
            if (!state) return;
            const sent = await context.post(casino.decideTableHand, {
              params: { tableId: config.tableId },
              body: { token, roundId: state.roundId, action },
            });
            if (!sent) return;
            // A double took a second stake: the balance moved.
            if (sent.balance) context.setBalance(sent.balance);
            own.decided(sent);
            context.say(t('Game.Decided', { action: t(key) }));
            render();
          },
        },
        t(key),
      ),
    );
  }

  const hub = createHubClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${HUB_PATH}`,
  });
  hub.subscribe(tableChannel(config.tableId));
  hub.on('table', received);
  hub.on('table_settled', (settled) => {
    if (settled.tableId !== config.tableId) return;
    // A loss moved no money at settlement: the balance then is what the bet left.
    if (settled.balance) context.setBalance(settled.balance);
    own.settled(settled);
    // The result goes out before the bets are paid, so the state normally holds this round's draw: a win the wheel's
    // top slot multiplied then says so.
    const drawn = state?.roundId === settled.roundId ? state.result : null;
    const boosted = boostedWinText(context, drawn, settled.win);
    context.say(
      settled.win > 0 ? (boosted ?? t('Game.TableWin', { amount: money(settled.win) })) : t('Game.TableLoss'),
      settled.win > 0 ? 'win' : 'info',
    );
  });
  hub.onState((hubState) => {
    if (hubState === 'reconnecting' || hubState === 'offline') phase.textContent = t('Game.Reconnecting');
  });
  // The countdown ticks between the server's messages.
  setInterval(render, 250);

  stage.append(
    h(
      'div',
      { class: 'table-head' },
      phase,
      h('span', { class: 'muted' }, t('Game.DealerName', { name: config.dealer })),
      seated,
    ),
    history,
    result,
    own.element,
    context.status,
    decisions,
    betting.element,
    h('div', { class: 'controls' }, place),
  );
}
