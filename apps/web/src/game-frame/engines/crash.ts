import type { FrameContext } from '../context';
import { h, reducedMotion } from '../dom';
import { formatMultiplier } from '../multiplier';
import { gameStakePicker } from '../stake';
import { crashDuration, multiplierAt, parseTarget } from './crash-curve';

/**
 * Crash: a stake and a cash-out target chosen before the round, one round per tap. The answer already holds the
 * crash point; the multiplier then climbs to it (≤ 3 s), marking the cash-out when the target was reached.
 */
export function startCrash(context: FrameContext, stage: HTMLElement, maxCashOutAt: number) {
  const { t, money } = context;
  const max = Math.min(1000, maxCashOutAt);
  const stake = gameStakePicker(context);
  const target = h('input', {
    id: 'target',
    type: 'text',
    inputmode: 'decimal',
    value: '2.00',
    autocomplete: 'off',
    'aria-describedby': 'target-hint',
  });
  const hint = h('small', { id: 'target-hint', class: 'muted' }, t('Game.CashOutHint', { max }));
  const play = h('button', { type: 'button', class: 'primary play' }, t('Game.Play'));
  const meter = h('output', { class: 'multiplier' }, formatMultiplier(1));
  const sky = h('div', { class: 'sky' }, meter);
  target.addEventListener('input', () => {
    const valid = parseTarget(target.value, max) !== null;
    target.setAttribute('aria-invalid', String(!valid));
    play.disabled = !valid;
  });

  play.addEventListener('click', async () => {
    const cashOutAt = parseTarget(target.value, max);
    if (cashOutAt === null) return;
    play.disabled = true;
    stake.setDisabled(true);
    context.say('');
    sky.dataset.state = 'flying';
    meter.textContent = formatMultiplier(1);
    const result = await context.play({ engine: 'crash', stake: stake.value, cashOutAt }, stake.value);
    if (result?.outcome.engine === 'crash') {
      const { crashPoint, cashedOut } = result.outcome;
      await climb(crashPoint, cashedOut ? cashOutAt : null);
      sky.dataset.state = 'crashed';
      meter.textContent = formatMultiplier(crashPoint);
      const line = cashedOut
        ? `${t('Game.CashedOut', { multiplier: formatMultiplier(cashOutAt) })} — ${t('Game.Win', { amount: money(result.win) })}`
        : t('Game.Crashed', { multiplier: formatMultiplier(crashPoint) });
      context.say(line, cashedOut ? 'win' : 'info');
    } else {
      sky.dataset.state = '';
    }
    play.disabled = false;
    stake.setDisabled(false);
  });

  /** Animates the meter to the crash point; the cash-out shows as a mark the moment the climb passes it. */
  function climb(crashPoint: number, cashedOutAt: number | null) {
    if (reducedMotion()) {
      if (cashedOutAt !== null) sky.dataset.cashed = formatMultiplier(cashedOutAt);
      return Promise.resolve();
    }
    delete sky.dataset.cashed;
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
    h('div', { class: 'field' }, h('label', { for: 'target' }, t('Game.CashOutAt')), target, hint),
    h('div', { class: 'controls' }, stake.element, play),
  );
}
