import * as casino from '@playline/contract/api/casino-play';
import type { RoundResult } from '@playline/contract/casino';
import { callApi, FrameApiError } from '../api';
import type { FrameContext } from '../context';
import { reducedMotion } from '../dom';
import { formatMultiplier } from '../multiplier';
import { flightMultiplier } from './crash-curve';

/** How often the frame asks whether the flight is still in the air (the crash point is never sent before). */
export const FLIGHT_POLL_MS = 400;

export interface FlightParts {
  sky: HTMLElement;
  meter: HTMLElement;
  cashOut: HTMLButtonElement;
}

/**
 * Flies an open crash round: the meter climbs by the server's curve from the elapsed time it answered, the
 * cash-out button names what it pays now, and the server is asked every FLIGHT_POLL_MS whether the flight has
 * crashed. A tap on the button sends only the round: the server pays what its own clock says. Resolves with the
 * settled round (null when the session ended).
 */
export function flyCrash(context: FrameContext, parts: FlightParts, round: RoundResult): Promise<RoundResult | null> {
  const { sky, meter, cashOut } = parts;
  const { token, t, money } = context;
  const params = { roundId: round.roundId };
  const elapsed = round.outcome.engine === 'crash' ? (round.outcome.flight?.elapsedMs ?? 0) : 0;
  const takeOff = performance.now() - elapsed;
  const still = reducedMotion();
  let done = false;
  sky.dataset.state = 'flying';
  delete sky.dataset.cashed;
  cashOut.hidden = false;
  cashOut.disabled = false;
  context.say(t('Game.InFlight'));

  const draw = (now: number) => {
    const multiplier = flightMultiplier(now - takeOff);
    meter.textContent = formatMultiplier(multiplier);
    cashOut.textContent = t('Game.CashOutFor', {
      amount: money(Math.floor((round.stake * Math.round(multiplier * 100)) / 100)),
    });
    if (!still) sky.style.setProperty('--progress', String(Math.min(1, Math.log2(multiplier) / 4)));
  };
  const frame = (now: number) => {
    if (done) return;
    draw(now);
    if (still) setTimeout(() => frame(performance.now()), 250);
    else requestAnimationFrame(frame);
  };
  frame(performance.now());

  return new Promise((resolve) => {
    const finish = (result: RoundResult | null) => {
      if (done) return;
      done = true;
      cashOut.hidden = true;
      if (result) context.setBalance(result.balance);
      resolve(result);
    };
    cashOut.onclick = async () => {
      cashOut.disabled = true;
      const result = await context.post(casino.cashOutRound, { params, body: { token } });
      if (result?.finished) finish(result);
      else if (!result) cashOut.disabled = false;
    };
    const poll = async () => {
      if (done) return;
      try {
        const result = await callApi(casino.getRound, { params, query: { token } });
        if (result.finished) return finish(result);
      } catch (error) {
        if (error instanceof FrameApiError && error.sessionEnded) return finish(null);
      }
      setTimeout(poll, FLIGHT_POLL_MS);
    };
    setTimeout(poll, FLIGHT_POLL_MS);
  });
}
