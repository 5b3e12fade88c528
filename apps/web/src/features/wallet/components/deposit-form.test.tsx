import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser } from '#app/test/session.ts';
import { balances, serveWallet } from './wallet-test-kit';

/** Whole flows typed as a player does (lazy routes, several fields): room for a busy machine. */
const FLOW_TIMEOUT = 20_000;

async function depositPage() {
  cacheUser();
  const view = renderApp({ path: '/user-account/deposit' });
  const card = within(await screen.findByRole('region', { name: 'Add money' }));
  return { ...view, card, amount: card.getByLabelText('Amount') as HTMLInputElement };
}

const header = () => within(screen.getAllByRole('banner')[0]!);

describe('deposit', () => {
  it(
    'accepts "12,5" as 12.50, posts 1250 minor units with an Idempotency-Key and updates the header balance',
    async () => {
      const { calls } = serveWallet((url) =>
        url.pathname === '/api/client/deposit'
          ? json(
              { transactionId: 1, amount: 1250, method: 'ewallet', source: 'ma•••@example.com', ...balances(101_250) },
              201,
            )
          : undefined,
      );
      const { user, card, amount } = await depositPage();
      await user.type(amount, '12,5');
      await user.click(card.getByRole('radio', { name: 'E-wallet' }));
      await user.type(card.getByLabelText('E-wallet e-mail address'), 'maria@example.com');
      await user.click(card.getByRole('button', { name: 'Deposit €12.50' }));
      expect(await screen.findByText('Deposit of €12.50 completed.', {}, { timeout: 5000 })).toBeTruthy();
      const deposit = calls.find((call) => call.path.startsWith('/api/client/deposit'));
      expect(deposit).toMatchObject({
        method: 'POST',
        body: { amount: 1250, payment: { method: 'ewallet', account: 'maria@example.com' } },
      });
      expect(deposit?.key).toMatch(/^[A-Za-z0-9-]{8,}$/);
      expect(header().getByText('€1,012.50')).toBeTruthy();
      expect(amount.value).toBe('');
    },
    FLOW_TIMEOUT,
  );

  it(
    'refuses a third decimal while typing and sends nothing',
    async () => {
      const { calls } = serveWallet(() => undefined);
      const { user, card, amount } = await depositPage();
      await user.type(amount, '12,505');
      expect(card.getByText('Enter an amount such as 12.50, with at most 2 decimals.')).toBeTruthy();
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      await user.click(card.getByRole('button', { name: 'Deposit' }));
      expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'holds the contract limits: 1.00 to 10,000.00',
    async () => {
      serveWallet(() => undefined);
      const { user, card, amount } = await depositPage();
      expect(card.getByText('From €1.00 to €10,000.00.')).toBeTruthy();
      await user.type(amount, '0.50');
      await user.click(card.getByRole('button', { name: 'Deposit' }));
      expect(await card.findByText('The smallest amount is €1.00.')).toBeTruthy();
      await user.clear(amount);
      await user.type(amount, '10000.01');
      expect(await card.findByText('The largest amount is €10,000.00.')).toBeTruthy();
    },
    FLOW_TIMEOUT,
  );

  it(
    'checks the card number before sending (Luhn), and names the account field for each method',
    async () => {
      const { calls } = serveWallet(() => undefined);
      const { user, card, amount } = await depositPage();
      expect((card.getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true);
      await user.type(amount, '20');
      await user.type(card.getByLabelText('Card number'), '4242 4242 4242 4241');
      await user.click(card.getByRole('button', { name: 'Deposit €20.00' }));
      expect(await card.findByText('This card number is not valid. Check the digits.')).toBeTruthy();
      expect(document.activeElement).toBe(card.getByLabelText('Card number'));
      await user.click(card.getByRole('radio', { name: 'Bank transfer' }));
      expect(card.getByLabelText('IBAN')).toBeTruthy();
      expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'fills the field from a quick amount',
    async () => {
      serveWallet(() => undefined);
      const { user, card, amount } = await depositPage();
      await user.click(card.getByRole('button', { name: '€50' }));
      expect(amount.value).toBe('50.00');
      expect(card.getByRole('button', { name: '€50' }).getAttribute('aria-pressed')).toBe('true');
      expect(card.getByRole('button', { name: 'Deposit €50.00' })).toBeTruthy();
    },
    FLOW_TIMEOUT,
  );

  it(
    'reuses the Idempotency-Key when the same deposit is retried after a lost answer, and not after a success',
    async () => {
      let attempt = 0;
      const { calls } = serveWallet((url) => {
        if (url.pathname !== '/api/client/deposit') return undefined;
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return json(
          { transactionId: attempt, amount: 2000, method: 'card', source: '•••• 4242', ...balances(102_000) },
          201,
        );
      });
      const { user, card, amount } = await depositPage();
      await user.type(amount, '20');
      await user.type(card.getByLabelText('Card number'), '4242 4242 4242 4242');
      const button = card.getByRole('button', { name: 'Deposit €20.00' });
      await user.click(button);
      await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
      await user.click(button);
      expect(await screen.findByText('Deposit of €20.00 completed.', {}, { timeout: 5000 })).toBeTruthy();
      await user.type(amount, '20');
      await user.click(card.getByRole('button', { name: 'Deposit €20.00' }));
      await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3));
      const [first, retry, next] = calls.filter((call) => call.method === 'POST').map((call) => call.key);
      expect(retry).toBe(first);
      expect(next).not.toBe(first);
    },
    FLOW_TIMEOUT,
  );
});
