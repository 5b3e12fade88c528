import { IDEMPOTENCY_HEADER } from '@playline/contract';
import { type RoundResult, roundResultSchema } from '@playline/contract/casino';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { casinoRounds } from '#app/db/schema.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';
import { available, fundedPlayer } from '../bets/shared/test-kit';
import type { StoredFlight } from './crash-flight';
import { FLIGHT_DOUBLING_MS, flightHundredths } from './engines/crash';
import { gameOn, launch, ledgerCheck, playRound, useCasinoApp } from './test-kit';

const opened = useCasinoApp();
const parse = (body: string): RoundResult => roundResultSchema.parse(JSON.parse(body));
const cashOut = (client: TestClient, token: string, roundId: number, extra: object = {}) =>
  client.post(`/api/casino/rounds/${roundId}/cash-out`, { token, ...extra }, { [IDEMPOTENCY_HEADER]: newKey() });
const watch = (client: TestClient, token: string, roundId: number) =>
  client.get(`/api/casino/rounds/${roundId}?token=${token}`);
/** Past any flight's crash (the cap, 1000×, is passed within ~40 s). */
const PAST_ANY_CRASH_MS = 60_000;

/** The secret the server keeps for a flight (read from its database, as no answer shows it). */
async function secretOf(roundId: number): Promise<number> {
  const [row] = await opened.app.db.select().from(casinoRounds).where(eq(casinoRounds.id, roundId));
  const flight = (row?.state as StoredFlight | null)?.flight;
  if (!flight) throw new Error(`round ${roundId} is not in the air`);
  return flight.crashHundredths;
}

/** A player in the air with a flight whose crash point is at least `minHundredths` (lost flights let crash). */
async function flightReaching(minHundredths: number, stake = 1_000, funds = 100_000, mode: 'real' | 'demo' = 'real') {
  const { client } = await fundedPlayer(opened.app, funds);
  const { token } = await launch(client, gameOn(opened.app, 'crash').id, mode);
  for (let attempt = 0; attempt < 40; attempt++) {
    const started = await playRound(client, token, { engine: 'crash', stake });
    expect(started.statusCode).toBe(200);
    const round = parse(started.body);
    const crash = await secretOf(round.roundId);
    if (crash >= minHundredths) return { client, token, round, crash };
    opened.clock.now += PAST_ANY_CRASH_MS;
    expect(parse((await watch(client, token, round.roundId)).body).finished).toBe(true);
  }
  throw new Error('no flight reached the point in 40 tries');
}

/** The ms after take-off at which the flight shows `hundredths`. */
const msAt = (hundredths: number) => Math.ceil(FLIGHT_DOUBLING_MS * Math.log2(hundredths / 100));

describe('a crash flight cashed out by hand', () => {
  it('keeps the crash point secret in the air and pays the multiplier of the server clock at arrival', async () => {
    const { client, token, round, crash } = await flightReaching(150);
    const before = await available(client);
    expect(round).toMatchObject({ finished: false, stake: 1_000, win: 0 });
    expect(round.outcome).toMatchObject({ crashPoint: null, cashOutAt: null, flight: { elapsedMs: 0 } });
    expect(JSON.stringify(round)).not.toContain(String(crash));
    // The seed pair cannot be revealed while the flight is in the air (it would tell the crash point).
    expect((await client.post('/api/casino/fairness/rotate', { token })).statusCode).toBe(409);
    opened.clock.now += msAt(130);
    const flying = parse((await watch(client, token, round.roundId)).body);
    expect(flying.outcome).toMatchObject({ crashPoint: null, flight: { multiplier: 1.3 } });
    // A tampered multiplier, time or target in the body is not read: the server's clock decides.
    const response = await cashOut(client, token, round.roundId, { multiplier: 900, cashOutAt: 900, elapsedMs: 1e6 });
    expect(response.statusCode).toBe(200);
    const result = parse(response.body);
    expect(result.outcome).toEqual({ engine: 'crash', crashPoint: crash / 100, cashOutAt: 1.3, cashedOut: true });
    expect(result).toMatchObject({ finished: true, win: 1_300 });
    expect(await available(client)).toBe(before + 1_300);
  });

  it('pays at most the stake for a cash-out at the instant of take-off, and nothing on an instant crash', async () => {
    const { client } = await fundedPlayer(opened.app, 100_000);
    const { token } = await launch(client, gameOn(opened.app, 'crash').id);
    let balance = 100_000;
    for (let round = 0; round < 12; round++) {
      const started = parse((await playRound(client, token, { engine: 'crash', stake: 500 })).body);
      const crash = await secretOf(started.roundId);
      const result = parse((await cashOut(client, token, started.roundId)).body);
      expect(result.win).toBe(crash > 100 ? 500 : 0);
      balance += result.win - 500;
      expect(result.balance.balance).toBe(balance);
    }
    expect(await available(client)).toBe(balance);
    expect(balance).toBeLessThanOrEqual(100_000);
  });

  it('pays once when the cash-out is sent twice at the same time (real money and fun credits)', async () => {
    for (const mode of ['real', 'demo'] as const) {
      const { client, token, round } = await flightReaching(200, 1_000, 100_000, mode);
      opened.clock.now += msAt(150);
      const [first, second] = await Promise.all([
        cashOut(client, token, round.roundId),
        cashOut(client, token, round.roundId),
      ]);
      const answers = [first, second].filter((response) => response.statusCode === 200).map((r) => parse(r.body));
      expect(answers.length).toBeGreaterThan(0);
      for (const answer of answers) expect(answer).toMatchObject({ win: 1_500, finished: true });
      const again = parse((await cashOut(client, token, round.roundId)).body);
      expect(again.win).toBe(1_500);
      const after = parse((await watch(client, token, round.roundId)).body).balance.balance;
      // Every flight before this one was lost, and this one paid 1 500 once (both kinds start with 100 000).
      const rounds = await opened.app.db
        .select()
        .from(casinoRounds)
        .where(eq(casinoRounds.sessionId, await sessionOf(round.roundId)));
      const staked = rounds.reduce((sum, row) => sum + row.stake, 0);
      expect(rounds.reduce((sum, row) => sum + row.win, 0)).toBe(1_500);
      expect(after).toBe(100_000 - staked + 1_500);
    }
    expect(await ledgerCheck(opened.app)).toMatchObject({ entriesSum: 0, negativeBalances: 0, balanceMismatches: 0 });
  });

  it('loses a cash-out that arrives after the crash, and shows the crash point then', async () => {
    const { client, token, round, crash } = await flightReaching(101);
    const before = await available(client);
    // The first instant past the point: the flight has crashed, by the server's clock.
    let elapsed = msAt(crash);
    while (flightHundredths(elapsed) <= crash) elapsed++;
    opened.clock.now += elapsed;
    const result = parse((await cashOut(client, token, round.roundId)).body);
    expect(result).toMatchObject({ finished: true, win: 0 });
    expect(result.outcome).toMatchObject({ crashPoint: crash / 100, cashOutAt: null, cashedOut: false });
    expect(await available(client)).toBe(before);
    // The next flight may start: the lost one is over.
    expect((await playRound(client, token, { engine: 'crash', stake: 100 })).statusCode).toBe(200);
  });

  it('refuses a second flight while one is in the air, and a cash-out of a round that is not a flight', async () => {
    const { client, token, round } = await flightReaching(200);
    const busy = await playRound(client, token, { engine: 'crash', stake: 100 });
    expect(busy.statusCode).toBe(409);
    const other = await launch(client, gameOn(opened.app, 'crash').id);
    const settled = parse((await playRound(client, other.token, { engine: 'crash', stake: 100, cashOutAt: 2 })).body);
    expect((await cashOut(client, other.token, settled.roundId)).statusCode).toBe(200);
    expect((await cashOut(client, other.token, round.roundId)).statusCode).toBe(404);
    const missingKey = await client.post(`/api/casino/rounds/${round.roundId}/cash-out`, { token });
    expect(missingKey.statusCode).toBe(400);
  });
});

async function sessionOf(roundId: number): Promise<number> {
  const [row] = await opened.app.db.select().from(casinoRounds).where(eq(casinoRounds.id, roundId));
  if (!row) throw new Error('no round');
  return row.sessionId;
}
