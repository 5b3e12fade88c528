import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { rgState, serveRg } from '../rg-test-kit';

const PATH = '/user-account/safer-gambling';
const UNTIL = '2026-05-02T10:00:00.000Z';

describe('time-out and self-exclusion', () => {
  it('confirms a 24-hour time-out, logs the player out and says until when', async () => {
    const excluded = { kind: 'time_out', startedAt: '2026-05-01T10:00:00.000Z', until: UNTIL };
    const { calls } = serveRg(rgState(), { 'POST /api/client/rg/exclusion': () => json(excluded) });
    const { user, router, store } = renderApp({ path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Take a time-out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Take a time-out for 24 hours?' });
    expect(within(confirm).getByText(/It cannot be shortened or cancelled/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, start it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'time_out', duration: '24h' });
    expect(store.getState().user).toBeNull();
    const message = await screen.findByRole('alertdialog', { name: 'Safer gambling' });
    expect(within(message).getByText(/Your time-out has started. You are logged out until 2 May 2026/)).toBeTruthy();
  });

  it('sends nothing when the player thinks again', async () => {
    const { calls } = serveRg(rgState());
    const { user, router } = renderApp({ path: PATH });
    await user.selectOptions(await screen.findByLabelText('Exclude me for'), 'permanent');
    await user.click(screen.getByRole('button', { name: 'Exclude me' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Exclude yourself: Permanently?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('saves the reality-check reminder', async () => {
    const { calls } = serveRg(rgState(), {
      'PUT /api/client/rg/reminder': () => json(rgState({ reminderMinutes: 30 })),
    });
    const { user } = renderApp({ path: PATH });
    const card = await screen.findByRole('region', { name: 'Reality check' });
    await user.selectOptions(within(card).getByLabelText('Remind me'), '30');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ minutes: 30 }));
  });
});
