import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { PLAYER } from '#app/test/session.ts';
import { client, OPERATOR, serveShop, summary } from './cash-desk-test-kit';
import { utcToday } from './day-summary';

const PATH = '/shop/cash-desk';
const today = utcToday();

describe('cash desk', () => {
  it('finds a client, pays in, confirms with the new balance and refreshes the day summary', async () => {
    let paid = false;
    const { calls } = serveShop((url) => {
      if (url.pathname === '/api/shop/client/filter')
        return json([client(101, 'client01', 5000), client(102, 'client02', 0)]);
      if (url.pathname === '/api/shop/cash/pay-in') {
        paid = true;
        const result = { transactionId: 9, kind: 'pay_in', clientId: 101, login: 'client01', amount: 2000 };
        return json({ ...result, balance: 7000, currencyCode: 'EUR' }, 201);
      }
      if (url.pathname === '/api/shop/cash/summary') {
        const movement = {
          transactionId: 9,
          at: `${today}T10:00:00.000Z`,
          kind: 'pay_in' as const,
          clientLogin: 'client01',
          operatorName: 'shop1',
          amount: 2000,
        };
        return json(summary(url.searchParams.get('date') ?? today, paid ? [movement] : []));
      }
      return undefined;
    });
    const { user } = renderApp({ siteId: 54, path: PATH });
    const desk = within(await screen.findByRole('region', { name: 'Pay in or out' }));
    const day = within(screen.getByRole('region', { name: 'Day summary' }));
    expect(await day.findByText('No cash movements on this day.')).toBeTruthy();

    // One character does not search; two do.
    await user.type(desk.getByLabelText('Find a client'), 'c');
    expect(desk.queryByRole('list')).toBeNull();
    await user.type(desk.getByLabelText('Find a client'), 'l');
    await user.click(await desk.findByRole('button', { name: /client01.*Available €50\.00/ }));
    expect(calls.filter((call) => call.path === '/api/shop/client/filter').map((call) => call.body)).toEqual(['cl']);

    await user.type(desk.getByLabelText('Amount'), '20');
    await user.click(desk.getByRole('button', { name: 'Pay in' }));
    expect(
      await desk.findByText('€20.00 paid in for client01. New balance: €70.00.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    const payIn = calls.find((call) => call.path.startsWith('/api/shop/cash/pay-in'));
    expect(payIn).toMatchObject({ method: 'POST', body: { clientId: 101, amount: 2000 } });
    expect(payIn?.key).toBeTruthy();
    // The chosen client now shows the balance the server answered.
    expect(desk.getByText('Available €70.00')).toBeTruthy();

    const movements = within(await day.findByRole('list', { name: 'Movements' }));
    expect(movements.getByText('client01')).toBeTruthy();
    expect(movements.getByText('+€20.00')).toBeTruthy();
    expect(movements.getByText(/Pay in · .* · by shop1/)).toBeTruthy();
    expect(day.getAllByText('€20.00').length).toBeGreaterThanOrEqual(2); // paid in and net
    expect(calls.some((call) => call.path === `/api/shop/cash/summary?date=${today}`)).toBe(true);
  });

  it("shows the server's message when a pay-out is above the client's balance (422)", async () => {
    serveShop((url) => {
      if (url.pathname === '/api/shop/client/filter') return json([client(101, 'client01', 5000)]);
      if (url.pathname === '/api/shop/cash/pay-out') {
        return json(
          { statusCode: 422, error: 'Unprocessable Entity', message: 'Not enough money: €50.00 available.' },
          422,
        );
      }
      if (url.pathname === '/api/shop/cash/summary') return json(summary(today));
      return undefined;
    });
    const { user } = renderApp({ siteId: 54, path: PATH });
    const desk = within(await screen.findByRole('region', { name: 'Pay in or out' }));
    await user.type(desk.getByLabelText('Find a client'), 'client01');
    await user.click(await desk.findByRole('button', { name: /client01/ }));
    await user.type(desk.getByLabelText('Amount'), '80');
    await user.click(desk.getByRole('button', { name: 'Pay out' }));
    expect((await desk.findByRole('alert')).textContent).toBe('Not enough money: €50.00 available.');
    expect(desk.getByText('Available €50.00')).toBeTruthy();
  });

  it('checks the amount before sending anything', async () => {
    const { calls } = serveShop((url) => {
      if (url.pathname === '/api/shop/client/filter') return json([client(101, 'client01', 5000)]);
      if (url.pathname === '/api/shop/cash/summary') return json(summary(today));
      return undefined;
    });
    const { user } = renderApp({ siteId: 54, path: PATH });
    const desk = within(await screen.findByRole('region', { name: 'Pay in or out' }));
    await user.type(desk.getByLabelText('Find a client'), 'cl');
    await user.click(await desk.findByRole('button', { name: /client01/ }));
    await user.type(desk.getByLabelText('Amount'), '1.005');
    expect(desk.getByText('Enter an amount such as 12.50, with at most 2 decimals.')).toBeTruthy();
    await user.clear(desk.getByLabelText('Amount'));
    await user.type(desk.getByLabelText('Amount'), '10000,01');
    await user.click(desk.getByRole('button', { name: 'Pay in' }));
    expect(desk.getByText('The largest amount is €10,000.00.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith('/api/shop/cash/'))).toBe(false);
  });

  it('shows the chosen day', async () => {
    const { calls } = serveShop((url) =>
      url.pathname === '/api/shop/cash/summary' ? json(summary(url.searchParams.get('date') ?? today)) : undefined,
    );
    const { user } = renderApp({ siteId: 54, path: PATH });
    const day = within(await screen.findByRole('region', { name: 'Day summary' }));
    const picker = day.getByLabelText('Day (UTC)') as HTMLInputElement;
    // Day first, as the brand's market writes dates.
    expect(picker.value).toBe(today.split('-').reverse().join('/'));
    await user.clear(picker);
    await user.type(picker, '01/05/2026');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/shop/cash/summary?date=2026-05-01')).toBe(true),
    );
  });

  it('tells a client logged in on the shop site that only the operator may use it', async () => {
    const { calls } = serveShop(() => undefined, PLAYER);
    renderApp({ siteId: 54, path: PATH });
    expect(await screen.findByText('Only the shop operator can use the cash desk.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pay in or out' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('is not on web sites: the operator there goes home', async () => {
    serveShop(() => undefined, OPERATOR);
    const { router } = renderApp({ siteId: 1, path: PATH });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
