import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser } from '#app/test/session.ts';
import { serveWallet } from './wallet-test-kit';

/** Whole flows typed as a player does (lazy routes, several fields): room for a busy machine. */
const FLOW_TIMEOUT = 20_000;

const missing = (value: boolean) => json({ mandatoryLimitsMissing: value });

describe('deposits and withdrawals under the market rules', () => {
  it(
    'on the Greek market, sends a player without their mandatory limits to set them instead of depositing',
    async () => {
      let limitsSet = false;
      serveWallet((url) => {
        if (url.pathname === '/api/client/rg/safer-gambling') return missing(!limitsSet);
        return undefined;
      });
      cacheUser();
      const view = renderApp({ siteId: 44, path: '/user-account/deposit' });
      const notice = within(await screen.findByRole('region', { name: 'Ορίστε πρώτα τα όριά σας' }));
      expect(notice.getByRole('link', { name: 'Ορισμός ορίων' }).getAttribute('href')).toBe(
        '/user-account/safer-gambling',
      );
      expect(screen.queryByRole('region', { name: 'Προσθήκη χρημάτων' })).toBeNull();
      view.unmount();
      limitsSet = true;
      renderApp({ siteId: 44, path: '/user-account/deposit' });
      expect(await screen.findByLabelText('Ποσό')).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Ορίστε πρώτα τα όριά σας' })).toBeNull();
    },
    FLOW_TIMEOUT,
  );

  it(
    'elsewhere keeps the deposit form and does not ask for the mandatory limits',
    async () => {
      const { calls } = serveWallet(() => undefined);
      cacheUser();
      renderApp({ path: '/user-account/deposit' });
      expect(await screen.findByRole('region', { name: 'Add money' })).toBeTruthy();
      // The limits box beside the form reads the safer-gambling state once; the form does not read it again.
      const reads = () => calls.filter((call) => call.path.startsWith('/api/client/rg/safer-gambling'));
      await waitFor(() => expect(reads().length).toBeGreaterThan(0));
      expect(reads()).toHaveLength(1);
      expect(screen.queryByRole('region', { name: 'Set your limits first' })).toBeNull();
    },
    FLOW_TIMEOUT,
  );

  it(
    "keeps the server's refusal of a withdrawal (the identity check) on the card",
    async () => {
      const message = 'Withdrawals open once your identity is verified. Please contact support to verify it.';
      serveWallet((url) => {
        if (url.pathname === '/api/client/withdraw') return json({ statusCode: 403, error: 'Forbidden', message }, 403);
        if (url.pathname === '/api/client/withdrawals') return json({ items: [] });
        return undefined;
      });
      cacheUser();
      const { user } = renderApp({ path: '/user-account/withdraw' });
      const card = within(await screen.findByRole('region', { name: 'Withdraw' }));
      await user.type(card.getByLabelText('Amount'), '25');
      await user.type(card.getByLabelText('IBAN'), 'GR1601101250000000012300695');
      await user.click(card.getByRole('button', { name: 'Withdraw €25.00' }));
      await waitFor(() => expect(card.getByRole('alert').textContent).toBe(message));
    },
    FLOW_TIMEOUT,
  );
});
