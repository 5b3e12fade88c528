import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser } from '#app/test/session.ts';
import { movement, serveWallet } from './wallet-test-kit';

/** Whole flows typed as a player does (lazy routes, several fields): room for a busy machine. */
const FLOW_TIMEOUT = 20_000;

const page = (items: ReturnType<typeof movement>[], total = items.length, number = 1) =>
  json({ items, total, page: number, pageSize: 20 });

async function history() {
  cacheUser();
  const view = renderApp({ path: '/user-account/transactions' });
  const card = within(await screen.findByRole('region', { name: 'Transaction history' }));
  return { ...view, card };
}

describe('transaction history', () => {
  it(
    'lists movements with their type, date and signed amount',
    async () => {
      serveWallet((url) =>
        url.pathname === '/api/client/transactions'
          ? page([
              movement(3, 'withdrawal_complete', 500),
              movement(2, 'withdrawal', 500),
              movement(1, 'deposit', 1250),
            ])
          : undefined,
      );
      const { card } = await history();
      const rows = await card.findAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringMatching(/^Withdrawal paid out.*€5\.00Balance €1,000\.00$/),
        expect.stringMatching(/^Withdrawal request.*−€5\.00Balance/),
        expect.stringMatching(/^Deposit.*\+€12\.50Balance/),
      ]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'names each game round and bet, shows the payment account and the running balance the server gave',
    async () => {
      const bet = {
        kind: 'bet' as const,
        betType: 'single' as const,
        legs: 1,
        marketType: '1x2',
        line: null,
        name: null,
      };
      serveWallet((url) =>
        url.pathname === '/api/client/transactions'
          ? page([
              movement(5, 'casino_bet', 100, {
                subject: { kind: 'game', game: 'Book of Sands', outcome: 'win' },
                availableChange: 150,
                availableAfter: 101_400,
              } as never),
              movement(4, 'bet_stake', 500, {
                subject: { ...bet, eventName: 'Borussia Gründorf – FC Alder', code: 'home' },
                availableAfter: 101_250,
              }),
              movement(3, 'bet_win', 900, {
                subject: { ...bet, betType: 'multiple', legs: 3, eventName: 'A – B', code: 'draw' },
              }),
              movement(2, 'deposit', 1_250, {
                subject: { kind: 'payment', method: 'ewallet', destination: 'ma•••@example.com' },
                availableAfter: 101_750,
              }),
            ])
          : undefined,
      );
      const { card } = await history();
      const rows = await card.findAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringMatching(/^Book of Sands — win.*\+€1\.50Balance €1,014\.00$/),
        expect.stringMatching(/^Bet: Borussia Gründorf – FC Alder: Borussia Gründorf.*−€5\.00Balance €1,012\.50$/),
        expect.stringMatching(/^Won: Multiple \(3\).*\+€9\.00Balance €1,000\.00$/),
        expect.stringMatching(/^DepositFrom E-wallet ma•••@example\.com.*\+€12\.50Balance €1,017\.50$/),
      ]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'filters by type and date range, starting again at page 1',
    async () => {
      const { calls } = serveWallet((url) =>
        url.pathname === '/api/client/transactions' ? page([movement(1, 'deposit', 1000)], 45) : undefined,
      );
      const { card, user } = await history();
      await card.findAllByRole('listitem');
      const paths = () => calls.map((call) => call.path).filter((path) => path.startsWith('/api/client/transactions'));
      expect(paths()[0]).toBe('/api/client/transactions?page=1&pageSize=20');
      await user.click(card.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(paths()).toContain('/api/client/transactions?page=2&pageSize=20'));
      await user.selectOptions(card.getByLabelText('Type'), 'Withdrawal request');
      await waitFor(() => expect(paths()).toContain('/api/client/transactions?type=withdrawal&page=1&pageSize=20'));
      await user.type(card.getByLabelText('From'), '01/05/2026');
      await waitFor(() =>
        expect(paths()).toContain('/api/client/transactions?type=withdrawal&from=2026-05-01&page=1&pageSize=20'),
      );
    },
    FLOW_TIMEOUT,
  );

  it(
    'pages through the history',
    async () => {
      serveWallet((url) =>
        url.pathname === '/api/client/transactions'
          ? page([movement(Number(url.searchParams.get('page')), 'deposit', 1000)], 45)
          : undefined,
      );
      const { card, user } = await history();
      const pages = within(await card.findByRole('navigation', { name: 'Pages' }));
      expect(pages.getByText('Page 1 of 3')).toBeTruthy();
      expect((pages.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
      await user.click(pages.getByRole('button', { name: 'Next' }));
      await user.click(pages.getByRole('button', { name: 'Next' }));
      expect(await pages.findByText('Page 3 of 3')).toBeTruthy();
      expect((pages.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    },
    FLOW_TIMEOUT,
  );

  it(
    'says what to do when there is nothing yet, and when filters match nothing',
    async () => {
      serveWallet((url) => (url.pathname === '/api/client/transactions' ? page([]) : undefined));
      const { card, user } = await history();
      expect(await card.findByText('No transactions yet. Make a deposit to get started.')).toBeTruthy();
      expect(card.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/user-account/deposit');
      await user.selectOptions(card.getByLabelText('Type'), 'Deposit');
      expect(await card.findByText('No transactions match these filters.')).toBeTruthy();
      await user.click(card.getByRole('button', { name: 'Clear filters' }));
      expect(await card.findByText('No transactions yet. Make a deposit to get started.')).toBeTruthy();
    },
    FLOW_TIMEOUT,
  );

  it(
    'shows an error with a retry',
    async () => {
      let fail = true;
      serveWallet((url) => {
        if (url.pathname !== '/api/client/transactions') return undefined;
        return fail
          ? json({ statusCode: 400, error: 'Bad Request', message: 'nope' }, 400)
          : page([movement(1, 'deposit', 100)]);
      });
      const { card, user } = await history();
      expect(await card.findByText('We could not load this list.')).toBeTruthy();
      fail = false;
      await user.click(card.getByRole('button', { name: 'Try again' }));
      expect(await card.findByRole('listitem')).toBeTruthy();
      expect(card.queryByText('We could not load this list.')).toBeNull();
    },
    FLOW_TIMEOUT,
  );
});
