import type { GameSession, RoundResult } from '@playline/contract/casino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../context';
import { startCrash } from './crash';
import { FLIGHT_POLL_MS } from './crash-flight';

const balance = { balance: 10_000, currencyCode: 'EUR', demo: false };
const session = {
  game: { name: 'Rocket Run', minStake: 10, maxStake: 50_000 },
  mode: 'real',
  config: { engine: 'crash', maxCashOutAt: 1000 },
  balance,
  openRound: null,
  languageId: 1,
  startedAt: 0,
} as unknown as GameSession;
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const flying = (elapsedMs: number): RoundResult => ({
  roundId: 7,
  stake: 100,
  win: 0,
  finished: false,
  outcome: {
    engine: 'crash',
    crashPoint: null,
    cashOutAt: null,
    cashedOut: false,
    flight: { elapsedMs, multiplier: 1 },
  },
  balance: { ...balance, balance: 9_900 },
});
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(fetch: ReturnType<typeof vi.fn>) {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('matchMedia', () => ({ matches: true })); // reduced motion: the meter steps by timers
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  const root = document.createElement('main');
  const { context, stage } = createContext(session, TOKEN, root);
  startCrash(context, stage, 1000);
  const button = (name: RegExp) =>
    [...root.querySelectorAll('button')].find((b) => !b.hidden && name.test(b.textContent ?? '')) as HTMLButtonElement;
  return { root, button };
}

describe('a crash flight in the frame', () => {
  it('climbs, offers the cash-out, sends only the round, and shows the settled win', async () => {
    const settled: RoundResult = {
      ...flying(0),
      finished: true,
      win: 150,
      outcome: { engine: 'crash', crashPoint: 3.1, cashOutAt: 1.5, cashedOut: true },
      balance: { ...balance, balance: 10_050 },
    };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(flying(0)))
      .mockResolvedValueOnce(json(flying(FLIGHT_POLL_MS)))
      .mockResolvedValueOnce(json(settled));
    const { root, button } = open(fetch);
    button(/^Play$/).click();
    await vi.advanceTimersByTimeAsync(FLIGHT_POLL_MS + 10);
    expect(root.querySelector('.sky')?.getAttribute('data-state')).toBe('flying');
    expect(button(/Cash out/)?.textContent).toMatch(/^Cash out €1\.\d\d$/);
    expect(root.querySelector('.multiplier')?.textContent).toMatch(/^1\.\d\d×$/);
    button(/Cash out/).click();
    await vi.advanceTimersByTimeAsync(0);
    const [url, init] = fetch.mock.calls[2] as [string, RequestInit];
    expect(url).toBe('/api/casino/rounds/7/cash-out');
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
    expect(root.querySelector('.status')?.textContent).toBe('Cashed out at 1.50× — You win €1.50');
    expect(root.querySelector('.balance-amount')?.textContent).toBe('€100.50');
    expect(button(/^Play$/)).toBeTruthy();
  });

  it('learns of the crash from the server and shows its point', async () => {
    const lost: RoundResult = {
      ...flying(0),
      finished: true,
      outcome: { engine: 'crash', crashPoint: 1.2, cashOutAt: null, cashedOut: false },
    };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(flying(0)))
      .mockResolvedValueOnce(json(lost));
    const { root, button } = open(fetch);
    button(/^Play$/).click();
    await vi.advanceTimersByTimeAsync(FLIGHT_POLL_MS + 10);
    expect(fetch.mock.calls[1]?.[0]).toBe(`/api/casino/rounds/7?token=${TOKEN}`);
    expect(root.querySelector('.status')?.textContent).toBe('Crashed at 1.20×');
    expect(root.querySelector('.multiplier')?.textContent).toBe('1.20×');
    expect(button(/Cash out/)).toBeUndefined();
  });
});
