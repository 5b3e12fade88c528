import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { rgState, serveRg } from '../rg-test-kit';

const PATH = '/user-account/safer-gambling';
const limitsCard = (name: string) => screen.findByRole('region', { name });
const row = (card: HTMLElement, period: string) => within(card).getByRole('listitem', { name: period });

describe('safer-gambling page', () => {
  it('sets a daily deposit limit and shows what is used and left', async () => {
    const after = rgState({}, [
      { kind: 'deposit', period: 'day', amount: 5_000, used: 0, remaining: 5_000, percentUsed: 0 },
    ]);
    const { calls } = serveRg(rgState(), { 'PUT /api/client/rg/limits': () => json(after) });
    const { user } = renderApp({ path: PATH });
    const deposits = await limitsCard('Deposit limits');
    expect(within(row(deposits, '24 hours')).getByText('No limit')).toBeTruthy();
    await user.click(within(deposits).getByRole('button', { name: 'Set: Deposit limits, 24 hours' }));
    await user.type(within(deposits).getByLabelText('Amount'), '50');
    await user.click(within(deposits).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(row(deposits, '24 hours')).getAllByText('€50.00')).toHaveLength(2));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 5_000,
    });
    expect(await screen.findByText('Your limit is saved.')).toBeTruthy();
  });

  it('refuses an amount out of bounds before asking the server', async () => {
    const { calls } = serveRg(rgState());
    const { user } = renderApp({ path: PATH });
    const losses = await limitsCard('Loss limits');
    await user.click(within(losses).getByRole('button', { name: 'Set: Loss limits, 7 days' }));
    await user.type(within(losses).getByLabelText('Amount'), '0,5');
    await user.click(within(losses).getByRole('button', { name: 'Save' }));
    expect(within(losses).getByRole('alert').textContent).toBe('Enter an amount between €1.00 and €1,000,000.00.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a waiting raise with its date and cancels it', async () => {
    const state = rgState({}, [
      {
        kind: 'wager',
        period: 'week',
        amount: 10_000,
        used: 2_000,
        remaining: 8_000,
        percentUsed: 20,
        pending: { amount: 20_000, effectiveAt: '2026-06-02T10:00:00.000Z' },
      },
    ]);
    const { calls } = serveRg(state, { 'DELETE /api/client/rg/limits/wager/week/pending': () => json(rgState()) });
    const { user } = renderApp({ path: PATH });
    const wagers = await limitsCard('Wager limits');
    const week = row(wagers, '7 days');
    expect(within(week).getByText(/Applies on 2 Jun 2026.*: €200.00/)).toBeTruthy();
    await user.click(within(week).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
        'DELETE /api/client/rg/limits/wager/week/pending?languageId=1',
      ),
    );
  });

  it('warns at the market share of a limit and says when limits are mandatory', async () => {
    serveRg(
      rgState({ mandatoryLimitsMissing: true }, [
        { kind: 'loss', period: 'month', amount: 10_000, used: 8_500, remaining: 1_500, percentUsed: 85 },
        { kind: 'deposit', period: 'day', amount: 10_000, used: 7_900, remaining: 2_100, percentUsed: 79 },
      ]),
    );
    renderApp({ path: PATH });
    expect(await screen.findByText('You have used 85% of your 30-day loss limit.')).toBeTruthy();
    expect(screen.queryByText(/of your 24-hour deposit limit/)).toBeNull();
    expect(screen.getByText(/set a deposit limit and a session time limit/)).toBeTruthy();
  });

  it('shows the exclusion and its end instead of the tools', async () => {
    serveRg(
      rgState({ exclusion: { kind: 'time_out', startedAt: '2026-05-01T10:00:00Z', until: '2026-05-08T10:00:00Z' } }),
    );
    renderApp({ path: PATH });
    expect(await screen.findByRole('heading', { name: /You are on a time-out until 8 May 2026/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Deposit limits' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take a time-out' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Activity statement' })).toBeTruthy();
  });

  it('lists the statement per month with lifetime net deposits', async () => {
    serveRg(rgState());
    renderApp({ path: PATH });
    const statement = await screen.findByRole('region', { name: 'Activity statement' });
    expect(await within(statement).findByText('€125.00')).toBeTruthy();
    const rows = within(statement)
      .getAllByRole('row')
      .map((item) => item.textContent);
    expect(rows[1]).toBe('May 2026€100.00€0.00€40.00€65.00€25.00');
    expect(rows[2]).toBe('Apr 2026€50.00€25.00€30.00€0.00-€30.00');
  });
});
