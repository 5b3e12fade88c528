import { IDEMPOTENCY_HEADER } from '@playline/contract';
import type { Bet } from '@playline/contract/bets';
import { describe, expect, it } from 'vitest';
import { PLAYER_PASSWORD } from '#app/test/factories.ts';
import { OWNER_KEY } from '#app/test/staff-keys.ts';
import { newKey, TestClient } from '#app/test/test-client.ts';
import { available, footballEvents, outcome, pick, place } from '../bets/shared/test-kit';
import { act, gameOn, launch, playRound, useCasinoApp } from '../casino/test-kit';
import { DAY_MS, deposit, expectNothingMoved, expectOverLimit, limitOf, limitSet, rgPlayer, stateOf } from './test-kit';

/** The app and the feed on one clock the tests move (rolling windows need the server's now to move). */
const opened = useCasinoApp();
const HOUR = 3_600_000;
const iso = (at: number) => new Date(at).toISOString();

const homeOf = (index: number) => {
  const { app, clock } = opened;
  return outcome(app, footballEvents(app, clock.now)[index]!, '1x2', 'home', clock.now);
};

describe('deposit limits, on rolling windows', () => {
  it('takes exactly the 24-hour allowance, refuses one cent more, and gives it back 24 hours after each deposit', async () => {
    const { app, clock } = opened;
    const { client } = await rgPlayer(app, 0);
    await limitSet(client, 'deposit', 'day', 10_000);
    const first = clock.now;
    expect((await deposit(client, 6_000)).statusCode).toBe(201);
    clock.now += HOUR;
    const over = await deposit(client, 4_001);
    expectOverLimit(over, '24-hour deposit limit of €100.00', { remaining: 4_000, resetsAt: iso(first + DAY_MS) });
    await expectNothingMoved(app, client, 6_000, OWNER_KEY);
    expect((await deposit(client, 4_000)).statusCode).toBe(201);
    expectOverLimit(await deposit(client, 100), '24-hour deposit limit', {
      remaining: 0,
      resetsAt: iso(first + DAY_MS),
    });

    // A millisecond before the first deposit leaves the window nothing is free; at that moment its 60.00 is.
    clock.now = first + DAY_MS - 1;
    expect((await deposit(client, 100)).statusCode).toBe(403);
    clock.now = first + DAY_MS;
    const state = limitOf(await stateOf(client), 'deposit', 'day');
    expect(state).toMatchObject({ amount: 10_000, used: 4_000, remaining: 6_000, percentUsed: 40 });
    expect(state.resetsAt).toBe(iso(first + HOUR + DAY_MS));
    expect((await deposit(client, 6_001)).statusCode).toBe(403);
    expect((await deposit(client, 6_000)).statusCode).toBe(201);
    await expectNothingMoved(app, client, 16_000, OWNER_KEY);
  });

  it('holds the 7-day and 30-day windows, naming the strictest one that refuses', async () => {
    const { app, clock } = opened;
    const { client, userName } = await rgPlayer(app, 0);
    await limitSet(client, 'deposit', 'week', 15_000);
    await limitSet(client, 'deposit', 'month', 24_000);
    const first = clock.now;
    expect((await deposit(client, 10_000)).statusCode).toBe(201);
    clock.now += DAY_MS;
    expectOverLimit(await deposit(client, 5_001), '7-day deposit limit of €150.00', {
      remaining: 5_000,
      resetsAt: iso(first + 7 * DAY_MS),
    });
    expect((await deposit(client, 5_000)).statusCode).toBe(201);
    clock.now = first + 7 * DAY_MS;
    // The week freed the first 100.00; the month has 90.00 left and is now the stricter.
    expectOverLimit(await deposit(client, 9_001), '30-day deposit limit of €240.00', {
      remaining: 9_000,
      resetsAt: iso(first + 30 * DAY_MS),
    });
    await expectNothingMoved(app, client, 15_000, OWNER_KEY);
    expect((await deposit(client, 9_000)).statusCode).toBe(201);
    clock.now = first + 30 * DAY_MS;
    // Even a remembered session ends after 30 days.
    await client.login(userName, PLAYER_PASSWORD, { rememberMe: true });
    expect(limitOf(await stateOf(client), 'deposit', 'month')).toMatchObject({ used: 14_000, remaining: 10_000 });
  });

  it('refuses a deposit above the whole limit before anything counts, naming the limit', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 0);
    await limitSet(client, 'deposit', 'day', 5_000);
    const over = await deposit(client, 5_001);
    expect(over.json().message).toBe('This is above your 24-hour deposit limit of €50.00: €50.00 is left.');
    expect((await deposit(client, 5_000)).statusCode).toBe(201);
  });
});

describe('stake limits on sports bets', () => {
  it('holds a pre-match single and a multiple to the wager allowance, to the cent', async () => {
    const { app, clock } = opened;
    const { client } = await rgPlayer(app, 20_000);
    await limitSet(client, 'wager', 'day', 5_000);
    const single = (stake: number) => ({ type: 'single' as const, stake, selections: [pick(homeOf(0))] });
    const whole = await place(client, { oddsPolicy: 'none', bets: [single(5_001)] });
    expect(whole.statusCode).toBe(403);
    expect(whole.json().message).toBe('This is above your 24-hour wager limit of €50.00: €50.00 is left.');
    const placedAt = clock.now;
    expect((await place(client, { oddsPolicy: 'none', bets: [single(3_000)] })).statusCode).toBe(201);
    const multiple = (stake: number) => ({
      type: 'multiple' as const,
      stake,
      selections: [pick(homeOf(1)), pick(homeOf(2))],
    });
    const over = await place(client, { oddsPolicy: 'none', bets: [multiple(2_001)] });
    expectOverLimit(over, '24-hour wager limit', { remaining: 2_000, resetsAt: iso(placedAt + DAY_MS) });
    await expectNothingMoved(app, client, 17_000, OWNER_KEY);
    expect((await place(client, { oddsPolicy: 'none', bets: [multiple(2_000)] })).statusCode).toBe(201);
    expect(limitOf(await stateOf(client), 'wager', 'day')).toMatchObject({
      used: 5_000,
      remaining: 0,
      percentUsed: 100,
    });
  });

  it('counts a whole slip of singles against the loss allowance at once', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 20_000);
    await limitSet(client, 'loss', 'week', 1_000);
    const slip = [0, 1].map((index) => ({ type: 'single' as const, stake: 600, selections: [pick(homeOf(index))] }));
    const over = await place(client, { oddsPolicy: 'none', bets: slip });
    expectOverLimit(over, '7-day loss limit of €10.00', { remaining: 1_000 });
    await expectNothingMoved(app, client, 20_000, OWNER_KEY);
    expect(
      (await place(client, { oddsPolicy: 'none', bets: slip.map((bet) => ({ ...bet, stake: 500 })) })).statusCode,
    ).toBe(201);
  });

  it('holds a bet builder to the allowance', async () => {
    const { app, clock } = opened;
    const { client } = await rgPlayer(app, 20_000);
    await limitSet(client, 'wager', 'day', 1_000);
    const event = footballEvents(app, clock.now)[3]!;
    const legs = [outcome(app, event, '1x2', 'home', clock.now), outcome(app, event, 'btts', 'yes', clock.now)];
    const quote = await new TestClient(app).post('/api/bets/builder/price', { outcomeIds: legs.map((o) => o.id) });
    const builder = (stake: number) => ({
      oddsPolicy: 'none' as const,
      bets: [{ type: 'builder' as const, stake, builderOdds: quote.json().odds, selections: legs.map((o) => pick(o)) }],
    });
    expectOverLimit(await place(client, builder(1_001)), '24-hour wager limit of €10.00', { remaining: 1_000 });
    await expectNothingMoved(app, client, 20_000, OWNER_KEY);
    const placed = await place(client, builder(1_000));
    expect(placed.statusCode, placed.body).toBe(201);
  });
});

describe('stake limits in the casino', () => {
  it('holds roulette and slot rounds to the wager allowance', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 20_000);
    await limitSet(client, 'wager', 'day', 1_000);
    const roulette = await launch(client, gameOn(app, 'roulette').id);
    const spread = (red: number, black: number) => ({
      engine: 'roulette' as const,
      bets: [
        { kind: 'red' as const, stake: red },
        { kind: 'black' as const, stake: black },
      ],
    });
    expectOverLimit(await playRound(client, roulette.token, spread(600, 500)), '24-hour wager limit', {
      remaining: 1_000,
    });
    await expectNothingMoved(app, client, 20_000, OWNER_KEY);
    expect((await playRound(client, roulette.token, spread(300, 300))).statusCode).toBe(200);
    const slot = await launch(client, gameOn(app, 'slot').id);
    for (let round = 0; round < 4; round++)
      expect((await playRound(client, slot.token, { engine: 'slot', stake: 100 })).statusCode).toBe(200);
    const balance = await available(client);
    const over = await playRound(client, slot.token, { engine: 'slot', stake: 100 });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toContain('€0.00 is left until');
    await expectNothingMoved(app, client, balance, OWNER_KEY);
  });

  it('refuses a blackjack double that the allowance cannot cover, and the hand plays on', async () => {
    const { app } = opened;
    // A natural ends the hand at the deal, and behind a dealer's ace the first decision meets the dealer's check for
    // blackjack (which may end the hand before any double): a fresh player then tries again.
    for (let attempt = 0; attempt < 8; attempt++) {
      const { client } = await rgPlayer(app, 10_000);
      await limitSet(client, 'wager', 'day', 1_000);
      const { token } = await launch(client, gameOn(app, 'blackjack').id);
      const dealtAt = opened.clock.now;
      const dealt = (await playRound(client, token, { engine: 'blackjack', stake: 600 })).json();
      const dealerShowsAce = String(dealt.outcome.dealer?.[0] ?? '').startsWith('A');
      if (dealt.finished || dealerShowsAce || !dealt.outcome.actions.includes('double')) continue;
      const balance = await available(client);
      const doubled = await act(client, token, dealt.roundId, 'double');
      expectOverLimit(doubled, '24-hour wager limit of €10.00', { remaining: 400, resetsAt: iso(dealtAt + DAY_MS) });
      await expectNothingMoved(app, client, balance, OWNER_KEY);
      const stood = await act(client, token, dealt.roundId, 'stand');
      expect(stood.statusCode, stood.body).toBe(200);
      expect(stood.json().finished).toBe(true);
      return;
    }
    throw new Error('no hand to double in eight deals');
  });

  it('counts losses net of wins: what roulette pays back may be staked again, never more than the limit', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 50_000);
    const LIMIT = 1_000;
    await limitSet(client, 'loss', 'day', LIMIT);
    const { token } = await launch(client, gameOn(app, 'roulette').id);
    const bet = (bets: { kind: 'red' | 'black'; stake: number }[]) => ({ engine: 'roulette' as const, bets });
    let staked = 0;
    let won = 0;
    // Red and black together lose only on zero: far more than the limit is staked for little net loss.
    for (let round = 0; round < 10; round++) {
      const response = await playRound(
        client,
        token,
        bet([
          { kind: 'red', stake: 100 },
          { kind: 'black', stake: 100 },
        ]),
      );
      if (response.statusCode === 403) break;
      expect(response.statusCode, response.body).toBe(200);
      staked += 200;
      won += response.json().win;
      const loss = limitOf(await stateOf(client), 'loss', 'day');
      expect(loss).toMatchObject({ used: Math.max(0, staked - won), remaining: LIMIT - Math.max(0, staked - won) });
    }
    expect(staked).toBeGreaterThan(LIMIT);
    const { remaining } = limitOf(await stateOf(client), 'loss', 'day');
    const balance = await available(client);
    expect((await playRound(client, token, bet([{ kind: 'red', stake: remaining! + 100 }]))).statusCode).toBe(403);
    await expectNothingMoved(app, client, balance, OWNER_KEY);
    if (remaining! > 0)
      expect((await playRound(client, token, bet([{ kind: 'red', stake: remaining! }]))).statusCode).toBe(200);
  });

  it('lowers the loss used by what a cash-out pays, never leaving more than the limit', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 10_000);
    await limitSet(client, 'loss', 'day', 3_000);
    const placed = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'single', stake: 2_000, selections: [pick(homeOf(4))] }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const bet: Bet = placed.json().bets[0];
    expect(limitOf(await stateOf(client), 'loss', 'day')).toMatchObject({ used: 2_000, remaining: 1_000 });
    const bets: Bet[] = (await client.get('/api/client/bets?status=all&pageSize=50')).json().bets;
    const offer = bets.find((each) => each.id === bet.id)!.cashOut!;
    const cashed = await client.post(
      `/api/client/bets/${bet.id}/cashout`,
      { value: offer.value },
      { [IDEMPOTENCY_HEADER]: newKey() },
    );
    expect(cashed.statusCode, cashed.body).toBe(200);
    const loss = limitOf(await stateOf(client), 'loss', 'day');
    expect(loss.used).toBe(Math.max(0, 2_000 - offer.value));
    expect(loss.remaining).toBe(3_000 - loss.used);
    expect(loss.remaining).toBeLessThanOrEqual(3_000);
  });
});
