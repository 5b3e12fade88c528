import type { RoundResult } from '@playline/contract/casino';
import { roundResultSchema } from '@playline/contract/casino';
import type { Database } from '#app/db/client.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { requestHash } from '../wallet/request-hash';
import { sessionBalance } from './blackjack-round';
import { flightCrashed, flightHundredths } from './engines/crash';
import type { RoundContext } from './instant-round';
import { DEMO_CURRENCY, moveGameMoney } from './money';
import { presentRound } from './present-round';
import { openRoundOf, type RoundRow, roundOfSession, updateRound } from './rounds-repository';

/**
 * What a crash flight keeps on the server while it is in the air: its crash point (drawn from the session's
 * committed seed pair at take-off, never sent until the round is over) and the server's take-off instant.
 */
export interface StoredFlight {
  flight: { crashHundredths: number; takeOffAt: number } | null;
  lastKey: string;
}

export const flightOf = (row: RoundRow) =>
  row.engine === 'crash' && row.status === 'open' ? ((row.state as StoredFlight | null)?.flight ?? null) : null;

/** Settles a flight that has crashed by `now` as lost (its stake was taken at take-off: no money moves). */
async function settleIfCrashed(tx: Database, sessionId: number, roundId: number, now: Date): Promise<RoundRow | null> {
  const row = await roundOfSession(tx, sessionId, roundId, true);
  const flight = row && flightOf(row);
  if (!row || !flight || !flightCrashed(flight.crashHundredths, now.getTime() - flight.takeOffAt)) return row;
  const values = {
    stake: row.stake,
    win: 0,
    status: 'settled' as const,
    state: { flight: null, lastKey: (row.state as StoredFlight).lastKey } satisfies StoredFlight,
    outcome: { engine: 'crash' as const, crashPoint: flight.crashHundredths / 100, cashOutAt: null, cashedOut: false },
    settledAt: now,
  };
  await updateRound(tx, row.id, values);
  return { ...row, ...values };
}

/** The session's open round once a flight that crashed meanwhile is settled: null when nothing is in play. */
export async function roundInPlay(db: Database, sessionId: number, now: Date): Promise<RoundRow | null> {
  const open = await openRoundOf(db, sessionId);
  if (!open || !flightOf(open)) return open;
  const row = await db.transaction((tx) => settleIfCrashed(tx, sessionId, open.id, now));
  return row?.status === 'open' ? row : null;
}

/** A round as it is now: a flight that has crashed is settled first (and its crash point shown). */
export async function watchRound(context: RoundContext, roundId: number): Promise<RoundResult> {
  const { app, session, messages } = context;
  const now = app.clock();
  const row = await app.ledger.transaction((tx) => settleIfCrashed(tx, session.id, roundId, now));
  if (!row) throw new HttpError(404, messages.t('casino.roundNotFound'));
  return presentRound(row, await sessionBalance(context), now);
}

/**
 * Cashes out of a flight at the multiplier the server's clock gives at the request's arrival; nothing the client
 * sends counts but the round. After the crash the round is lost. One money step keyed by the round, so racing or
 * repeated requests pay once: a later one is answered with the round as settled.
 */
export async function cashOutFlight(context: RoundContext, roundId: number): Promise<RoundResult> {
  const { app, session, messages } = context;
  const now = app.clock();
  const peek = await roundOfSession(app.db, session.id, roundId);
  if (!peek) throw new HttpError(404, messages.t('casino.roundNotFound'));
  if (peek.engine !== 'crash') throw new HttpError(409, messages.t('casino.notAFlight'));
  const flight = flightOf(peek);
  const elapsed = flight ? now.getTime() - flight.takeOffAt : 0;
  if (!flight || flightCrashed(flight.crashHundredths, elapsed)) return watchRound(context, roundId);
  const multiplier = flightHundredths(elapsed);
  const win = Math.floor((peek.stake * multiplier) / 100);
  const outcome = await moveGameMoney<RoundResult>(app, session, {
    kind: 'casino_win',
    idempotencyKey: `round:${roundId}:cash-out`,
    requestHash: requestHash('casino-cash-out', { roundId }),
    messages,
    schema: roundResultSchema,
    async replay(tx, available) {
      const row = await roundOfSession(tx, session.id, roundId);
      const balance = { balance: available, currencyCode: DEMO_CURRENCY, demo: true };
      return row && row.status === 'settled' ? presentRound(row, balance) : null;
    },
    async decide(tx) {
      const row = await roundOfSession(tx, session.id, roundId, true);
      if (row?.status !== 'open') throw new HttpError(409, messages.t('casino.roundFinished'));
      const values = {
        stake: row.stake,
        win,
        status: 'settled' as const,
        state: { flight: null, lastKey: context.idempotencyKey } satisfies StoredFlight,
        outcome: {
          engine: 'crash' as const,
          crashPoint: flight.crashHundredths / 100,
          cashOutAt: multiplier / 100,
          cashedOut: true,
        },
        settledAt: now,
      };
      await updateRound(tx, row.id, values);
      return { take: 0, pay: win, answer: (balance) => presentRound({ ...row, ...values }, balance) };
    },
  });
  return outcome.result;
}
