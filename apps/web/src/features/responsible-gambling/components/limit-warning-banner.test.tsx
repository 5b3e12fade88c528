import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import { PLAYER } from '#app/test/session.ts';
import { rgState, serveRg } from '../rg-test-kit';

const nearlyUsed = rgState({}, [
  { kind: 'deposit', period: 'day', amount: 10_000, used: 9_000, remaining: 1_000, percentUsed: 90 },
]);

describe('limit warning line', () => {
  it('warns on any page once a limit is nearly used, links to the limits and can be hidden', async () => {
    serveRg(nearlyUsed);
    const { user } = renderApp({ path: '/help' });
    const line = await screen.findByText(/You have used 90% of your 24-hour deposit limit/);
    expect(screen.getByRole('link', { name: 'See your limits' }).getAttribute('href')).toBe(
      '/user-account/safer-gambling',
    );
    await user.click(screen.getByRole('button', { name: 'Hide this warning' }));
    await waitFor(() => expect(line.isConnected).toBe(false));
  });

  it('says nothing below the warning share', async () => {
    const { calls } = serveRg(rgState({}, [{ kind: 'deposit', period: 'day', amount: 10_000, percentUsed: 79 }]));
    renderApp({ path: '/help' });
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/api/client/rg/safer-gambling'))).toBe(true));
    expect(screen.queryByText(/You have used/)).toBeNull();
  });

  it('reads the limits again when money moves', async () => {
    const { calls } = serveRg(rgState());
    const { store } = renderApp({ path: '/help' });
    const reads = () => calls.filter((call) => call.path.startsWith('/api/client/rg/safer-gambling')).length;
    await waitFor(() => expect(reads()).toBe(1));
    store.getState().setBalance({ ...PLAYER, balance: 90_000, calculatedBalance: 90_000 });
    await waitFor(() => expect(reads()).toBe(2));
  });
});
