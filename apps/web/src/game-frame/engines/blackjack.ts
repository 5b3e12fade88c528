import * as casino from '@playline/contract/api/casino-play';
import type { RoundResult, SoloBlackjackAction } from '@playline/contract/casino';
import type { FrameContext } from '../context';
import { fill, h } from '../dom';
import { gameStakePicker } from '../stake';
import type { TextKey } from '../texts';
import { hand } from './cards';

const ACTION_KEYS: Record<SoloBlackjackAction, TextKey> = {
  hit: 'Game.Hit',
  stand: 'Game.Stand',
  double: 'Game.Double',
  insurance: 'Game.Insurance',
};

/**
 * Blackjack against the dealer: Deal opens a round, then exactly the decisions the server allows are offered until
 * the hand ends; the dealer's hole card stays face down until then. An open hand is resumed on load.
 */
export function startBlackjack(context: FrameContext, stage: HTMLElement) {
  const { t, money, session } = context;
  const table = h('div', { class: 'felt' });
  const actions = h('div', { class: 'controls actions' });
  const stake = gameStakePicker(context);
  const deal = h('button', { type: 'button', class: 'primary play' }, t('Game.Deal'));
  const dealRow = h('div', { class: 'controls' }, stake.element, deal);
  let busy = false;

  const setBusy = (next: boolean) => {
    busy = next;
    for (const button of stage.querySelectorAll('button')) button.disabled = next;
    if (!next) stake.setDisabled(false);
  };

  function show(result: RoundResult) {
    if (result.outcome.engine !== 'blackjack') return;
    const outcome = result.outcome;
    const open = !result.finished;
    fill(
      table,
      h(
        'section',
        { class: 'seat' },
        h(
          'h2',
          {},
          t('Game.Dealer'),
          outcome.dealerTotal !== null &&
            h('span', { class: 'total' }, t('Game.Total', { total: outcome.dealerTotal })),
        ),
        hand(outcome.dealer, open ? t('Game.Hidden') : undefined),
      ),
      h(
        'section',
        { class: 'seat' },
        h(
          'h2',
          {},
          t('Game.You'),
          h('span', { class: 'total' }, t('Game.Total', { total: outcome.playerTotal })),
          outcome.insurance
            ? h('span', { class: 'total' }, t('Game.InsuranceTaken', { amount: money(outcome.insurance) }))
            : null,
        ),
        hand(outcome.player),
      ),
    );
    fill(
      actions,
      ...outcome.actions.map((action) =>
        h(
          'button',
          {
            type: 'button',
            class: action === 'stand' ? 'secondary' : 'primary',
            onclick: () => decide(result.roundId, action, result.stake),
          },
          t(ACTION_KEYS[action]),
        ),
      ),
    );
    actions.hidden = !open;
    dealRow.hidden = open;
    if (outcome.result) {
      const tone = result.win > result.stake ? 'win' : 'info';
      const amount = result.win > 0 ? ` — ${t('Game.Paid', { amount: money(result.win) })}` : '';
      context.say(`${t(`Game.Result.${outcome.result}` as TextKey)}${amount}`, tone);
    }
  }

  async function decide(roundId: number, action: SoloBlackjackAction, stakeSoFar: number) {
    if (busy) return;
    setBusy(true);
    const result = await context.post(
      casino.actOnRound,
      { params: { roundId }, body: { token: context.token, action } },
      { stake: action === 'double' ? stakeSoFar : action === 'insurance' ? Math.floor(stakeSoFar / 2) : undefined },
    );
    setBusy(false);
    if (result) {
      context.setBalance(result.balance);
      show(result);
    }
  }

  deal.addEventListener('click', async () => {
    if (busy) return;
    setBusy(true);
    context.say('');
    const result = await context.play({ engine: 'blackjack', stake: stake.value }, stake.value);
    setBusy(false);
    if (result) show(result);
  });

  actions.hidden = true;
  stage.append(table, context.status, actions, dealRow);
  if (session.openRound) show(session.openRound);
}
