import type { GameSession, RoundResult } from '@playline/contract/casino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext } from './context';

const balance = { balance: 10_000, currencyCode: 'EUR', demo: false };
const session = {
  game: { name: 'Palace Roulette', minStake: 10, maxStake: 50_000 },
  mode: 'real',
  config: { engine: 'roulette' },
  balance,
  openRound: null,
  languageId: 1,
  startedAt: 0,
} as unknown as GameSession;
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const posted = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => call[0]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setUp(response: Response) {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response));
  const toHost = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  const root = document.createElement('main');
  const { context } = createContext(session, TOKEN, root);
  return { context, root, toHost };
}

describe('a round through the frame context', () => {
  it("shows the round's balance and tells the host", async () => {
    const result = { roundId: 4, stake: 100, win: 0, finished: true, balance: { ...balance, balance: 9_900 } };
    const { context, root, toHost } = setUp(answer(200, result as unknown as RoundResult));
    await context.play({ engine: 'roulette', bets: [{ kind: 'red', stake: 100 }] }, 100);
    expect(root.querySelector('.balance-amount')?.textContent).toBe('€99.00');
    expect(posted(toHost)).toContainEqual({
      source: 'playline-game',
      type: 'balance',
      balance: 9_900,
      currencyCode: 'EUR',
      demo: false,
    });
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    const body = JSON.parse(String(init?.body));
    expect(body.token).toBe(TOKEN);
  });

  it('tells the host the session ended when the token is gone, and shows why', async () => {
    const { context, root, toHost } = setUp(answer(404, { message: 'This game session has ended.' }));
    expect(await context.play({ engine: 'slot', stake: 10 }, 10)).toBeNull();
    expect(posted(toHost)).toContainEqual({
      source: 'playline-game',
      type: 'ended',
      message: 'This game session has ended.',
    });
    expect(root.querySelector('.status')?.textContent).toContain('This game session has ended.');
  });

  it('offers a deposit when a real stake is above the balance', async () => {
    const { context, root, toHost } = setUp(answer(400, { message: 'Not enough money for this stake.' }));
    await context.play({ engine: 'slot', stake: 20_000 }, 20_000);
    const deposit = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Deposit');
    deposit?.click();
    expect(posted(toHost)).toContainEqual({ source: 'playline-game', type: 'deposit' });
  });
});
