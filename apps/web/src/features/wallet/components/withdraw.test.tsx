import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser } from '#app/test/session.ts';
import { balances, serveWallet, withdrawal } from './wallet-test-kit';

/** Whole flows typed as a player does (lazy routes, several fields): room for a busy machine. */
const FLOW_TIMEOUT = 20_000;

const header = () => within(screen.getAllByRole('banner')[0]!);

describe('withdraw', () => {
  it(
    'requests a withdrawal, shows it pending and the lower available balance in the header',
    async () => {
      let requested = false;
      const { calls } = serveWallet((url) => {
        if (url.pathname === '/api/client/withdraw') {
          requested = true;
          return json({ withdrawal: withdrawal(9, 2500, 'pending'), ...balances(97_500, 100_000) }, 201);
        }
        if (url.pathname === '/api/client/withdrawals') {
          return json({ items: requested ? [withdrawal(9, 2500, 'pending')] : [] });
        }
        return undefined;
      });
      cacheUser();
      const { user } = renderApp({ path: '/user-account/withdraw' });
      const form = within(await screen.findByRole('region', { name: 'Withdraw' }));
      expect(await screen.findByText('No withdrawals yet.')).toBeTruthy();
      await user.type(form.getByLabelText('Amount'), '25');
      expect((form.getByRole('radio', { name: 'Bank transfer' }) as HTMLInputElement).checked).toBe(true);
      await user.type(form.getByLabelText('IBAN'), 'GR16 0110 1250 0000 0001 2300 696');
      await user.click(form.getByRole('button', { name: 'Withdraw €25.00' }));
      expect(await form.findByText('This IBAN is not valid: its check digits do not match.')).toBeTruthy();
      await user.clear(form.getByLabelText('IBAN'));
      await user.type(form.getByLabelText('IBAN'), 'GR16 0110 1250 0000 0001 2300 695');
      await user.click(form.getByRole('button', { name: 'Withdraw €25.00' }));
      expect(await screen.findByText(/Withdrawal of €25.00 requested/, {}, { timeout: 5000 })).toBeTruthy();
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        body: { amount: 2500, payment: { method: 'bank_transfer', account: 'GR16 0110 1250 0000 0001 2300 695' } },
      });
      expect(header().getByText('€975.00')).toBeTruthy();
      const list = within(screen.getByRole('region', { name: 'Your withdrawals' }));
      expect(await list.findByText('Pending')).toBeTruthy();
      expect(list.getByText('To Bank transfer GR16 •••• 0695')).toBeTruthy();
      expect(list.getByRole('button', { name: 'Cancel withdrawal of €25.00' })).toBeTruthy();
    },
    FLOW_TIMEOUT,
  );

  it(
    'refuses more than the available balance',
    async () => {
      serveWallet((url) => (url.pathname === '/api/client/withdrawals' ? json({ items: [] }) : undefined));
      cacheUser();
      const { user } = renderApp({ path: '/user-account/withdraw' });
      const form = within(await screen.findByRole('region', { name: 'Withdraw' }));
      await user.type(form.getByLabelText('Amount'), '1000,01');
      await user.click(form.getByRole('button', { name: 'Withdraw' }));
      expect(await form.findByText('Your available balance is €1,000.00.')).toBeTruthy();
    },
    FLOW_TIMEOUT,
  );

  it(
    'cancels a pending withdrawal with an Idempotency-Key; the money is available again',
    async () => {
      let cancelled = false;
      const { calls } = serveWallet((url) => {
        if (url.pathname === '/api/client/withdrawals/5/cancel') {
          cancelled = true;
          return json({ withdrawal: withdrawal(5, 2500, 'cancelled'), ...balances(100_000) });
        }
        if (url.pathname === '/api/client/withdrawals') {
          return json({
            items: [withdrawal(5, 2500, cancelled ? 'cancelled' : 'pending'), withdrawal(4, 1000, 'completed')],
          });
        }
        return undefined;
      });
      cacheUser({
        userId: 7,
        userName: 'player1',
        balance: 100_000,
        calculatedBalance: 97_500,
        tax: 0,
        currencyCode: 'EUR',
      });
      const { user } = renderApp({ path: '/user-account/withdraw' });
      const list = within(await screen.findByRole('region', { name: 'Your withdrawals' }));
      expect(await list.findByText('Paid out')).toBeTruthy();
      expect(list.getAllByRole('button')).toHaveLength(1);
      await user.click(list.getByRole('button', { name: 'Cancel withdrawal of €25.00' }));
      // It asks first: keeping it sends nothing.
      const ask = await screen.findByRole('dialog', { name: 'Cancel this withdrawal?' });
      expect(
        within(ask).getByText('€25.00 to Bank transfer GR16 •••• 0695 returns to your available balance.'),
      ).toBeTruthy();
      await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
      await user.click(list.getByRole('button', { name: 'Cancel withdrawal of €25.00' }));
      const again = await screen.findByRole('dialog', { name: 'Cancel this withdrawal?' });
      await user.click(within(again).getByRole('button', { name: 'Cancel withdrawal' }));
      expect(await list.findByText('Cancelled')).toBeTruthy();
      expect(list.queryByRole('button', { name: /Cancel withdrawal/ })).toBeNull();
      const cancel = calls.find((call) => call.path.startsWith('/api/client/withdrawals/5/cancel'));
      expect(cancel?.method).toBe('POST');
      expect(cancel?.body).toBeUndefined();
      expect(cancel?.key).toBeTruthy();
      await waitFor(() => expect(header().getByText('€1,000.00')).toBeTruthy());
    },
    FLOW_TIMEOUT,
  );
});
