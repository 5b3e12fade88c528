import type { RoundResult } from '@playline/contract/casino';
import type { FrameContext } from '../context';
import { h, reducedMotion } from '../dom';
import { formatMultiplier } from '../multiplier';
import { gameStakePicker } from '../stake';
import { crashDuration, multiplierAt, parseTarget } from './crash-curve';
import { flyCrash } from './crash-flight';

/**
 * Crash: a stake, then a flight the player cashes out of by hand while the multiplier climbs (the server's clock
 * decides what the cash-out pays), or — with "cash out automatically" — a target chosen up front, settled at once
 * and then drawn climbing to the crash point (≤ 3 s).
 */
export function startCrash(context: FrameContext, stage: HTMLElement, maxCashOutAt: number) {
  const { t, money } = context;
  const max = Math.min(1000, maxCashOutAt);
  const stake = gameStakePicker(context);
  const auto = h('input', { id: 'auto', type: 'checkbox' });
  const target = h('input', {
    id: 'target',
    type: 'text',
    inputmode: 'decimal',
    value: '2.00',
    autocomplete: 'off',
    disabled: true,
    'aria-describedby': 'target-hint',
  });
  const hint = h('small', { id: 'target-hint', class: 'muted' }, t('Game.CashOutHint', { max }));
  const play = h('button', { type: 'button', class: 'primary play' }, t('Game.Play'));
  const cashOut = h('button', { type: 'button', class: 'primary play cash-out', hidden: true }, t('Game.CashOut'));
  const meter = h('output', { class: 'multiplier' }, formatMultiplier(1));
  const sky = h('div', { class: 'sky' }, meter);
  const checkTarget = () => {
    const valid = !auto.checked || parseTarget(target.value, max) !== null;
    target.setAttribute('aria-invalid', String(!valid));
    play.disabled = !valid;
  };
  target.addEventListener('input', checkTarget);
  auto.addEventListener('change', () => {
    target.disabled = !auto.checked;
    checkTarget();
  });

  const busy = (on: boolean) => {
    play.disabled = on;
    play.hidden = on && !auto.checked;
    stake.setDisabled(on);
    auto.disabled = on;
  };

  /** Shows how a round ended: the crash point, and the cash-out with its win. */
  const show = (result: RoundResult) => {
    if (result.outcome.engine !== 'crash') return;
    const { crashPoint, cashOutAt, cashedOut } = result.outcome;
    sky.dataset.state = 'crashed';
    if (crashPoint !== null) meter.textContent = formatMultiplier(crashPoint);
    if (cashedOut && cashOutAt !== null) sky.dataset.cashed = formatMultiplier(cashOutAt);
    const line =
      cashedOut && cashOutAt !== null
        ? `${t('Game.CashedOut', { multiplier: formatMultiplier(cashOutAt) })} — ${t('Game.Win', { amount: money(result.win) })}`
        : t('Game.Crashed', { multiplier: formatMultiplier(crashPoint ?? 1) });
    context.say(line, cashedOut ? 'win' : 'info');
  };

  const fly = async (round: RoundResult) => {
    busy(true);
    const result = await flyCrash(context, { sky, meter, cashOut }, round);
    if (result) {
      context.fairness?.round(result);
      show(result);
    }
    busy(false);
  };

  play.addEventListener('click', async () => {
    const cashOutAt = auto.checked ? parseTarget(target.value, max) : undefined;
    if (cashOutAt === null) return;
    busy(true);
    context.say('');
    sky.dataset.state = 'flying';
    delete sky.dataset.cashed;
    meter.textContent = formatMultiplier(1);
    const bet =
      cashOutAt === undefined
        ? { engine: 'crash' as const, stake: stake.value }
        : { engine: 'crash' as const, stake: stake.value, cashOutAt };
    const result = await context.play(bet, stake.value);
    if (result && !result.finished) return fly(result);
    if (result?.outcome.engine === 'crash') {
      const { crashPoint, cashedOut } = result.outcome;
      await climb(crashPoint ?? 1, cashedOut ? (cashOutAt ?? null) : null);
      show(result);
    } else {
      sky.dataset.state = '';
    }
    busy(false);
  });

  /** Animates the meter to the crash point; the cash-out shows as a mark the moment the climb passes it. */
  function climb(crashPoint: number, cashedOutAt: number | null) {
    if (reducedMotion()) return Promise.resolve();
    const duration = crashDuration(crashPoint);
    const start = performance.now();
    return new Promise<void>((resolve) => {
      const frame = (now: number) => {
        const value = multiplierAt(now - start, crashPoint, duration);
        meter.textContent = formatMultiplier(value);
        sky.style.setProperty('--progress', String(Math.min(1, (now - start) / duration)));
        if (cashedOutAt !== null && value >= cashedOutAt) sky.dataset.cashed = formatMultiplier(cashedOutAt);
        if (now - start < duration) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
  }

  stage.append(
    sky,
    context.status,
    h(
      'div',
      { class: 'field' },
      h('label', { class: 'check' }, auto, t('Game.AutoCashOut')),
      h('label', { for: 'target' }, t('Game.CashOutAt')),
      target,
      hint,
    ),
    h('div', { class: 'controls' }, stake.element, play, cashOut),
  );
  // A flight still in the air when the frame (re)opened goes on where the server's clock has it.
  const open = context.session.openRound;
  if (open && !open.finished && open.outcome.engine === 'crash') void fly(open);
}
