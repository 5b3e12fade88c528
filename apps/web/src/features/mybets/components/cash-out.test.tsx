import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser } from '#app/test/session.ts';
import { type BetsCall, bet, betList, serveBets } from '../mybets-test-kit';

const posts = (calls: BetsCall[]) => calls.filter((call) => call.method === 'POST');

const paid = (value: number) =>
  json({
    bet: bet({ status: 'cashed_out', payout: value, cashOut: null }),
    paid: value,
    balance: 100_000 + value,
    calculatedBalance: 100_000 + value,
    currencyCode: 'EUR',
  });

const conflict = () =>
  json(
    { statusCode: 409, error: 'Conflict', message: 'The cash-out value has changed.', code: 'cash_out_changed' },
    409,
  );

/** /mybets for player1 with the list `list()` answers and `post` answering the cash-out. */
async function cashOutCard(list: () => ReturnType<typeof bet>[], post: (call: number) => Response | Promise<Response>) {
  let count = 0;
  const { calls } = serveBets((url, init) => {
    if (url.pathname === '/api/client/bets') return betList(list());
    if (url.pathname === '/api/client/bets/1/cashout' && init.method === 'POST') return post(++count);
    return undefined;
  });
  cacheUser();
  const view = renderApp({ path: '/mybets' });
  const region = within(await screen.findByRole('region', { name: 'Cash out' }));
  // The session check answers the balance too: let it land first, as it would long before a player cashes out.
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  return { ...view, calls, region };
}

describe('cash-out', () => {
  it('cashes out the whole bet after confirming: one POST with its value and a key, then the new balance', async () => {
    let open = [bet()];
    const { calls, region, user, store } = await cashOutCard(
      () => open,
      () => {
        open = [];
        return paid(800);
      },
    );
    await user.click(region.getByRole('button', { name: 'Cash out €8.00' }));
    expect(region.getByText('Cash out €8.00 now?')).toBeTruthy();
    await user.click(region.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No open bets. Browse sports to place one.')).toBeTruthy();
    expect(posts(calls)).toEqual([
      {
        path: '/api/client/bets/1/cashout?languageId=1',
        method: 'POST',
        body: { value: 800 },
        key: expect.any(String),
      },
    ]);
    expect(posts(calls)[0]?.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(store.getState().user?.balance).toBe(100_800);
    expect(store.getState().user?.calculatedBalance).toBe(100_800);
  });

  it('cashes out part of the stake for its share of the value', async () => {
    const { calls, region, user } = await cashOutCard(
      () => [bet()],
      () => paid(200),
    );
    await user.click(region.getByRole('button', { name: 'Cash out part' }));
    const slider = region.getByLabelText('Stake to cash out');
    expect(region.getByText('€5.00 of your stake is worth €4.00')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '250' } });
    expect(region.getByText('€2.50 of your stake is worth €2.00')).toBeTruthy();
    await user.click(region.getByRole('button', { name: 'Cash out €2.00' }));
    await user.click(region.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ value: 200, stake: 250 });
  });

  it('shows the new offer after a 409 and sends it with a new key when confirmed again', async () => {
    let offer = 800;
    const { calls, region, user } = await cashOutCard(
      () => [bet({ cashOut: { value: offer, available: true } })],
      (call) => {
        if (call > 1) return paid(750);
        offer = 750;
        return conflict();
      },
    );
    await user.click(region.getByRole('button', { name: 'Cash out €8.00' }));
    await user.click(region.getByRole('button', { name: 'Confirm' }));
    expect(await region.findByText('The cash out value changed to €7.50.')).toBeTruthy();
    expect(region.getByText('Cash out €7.50 now?')).toBeTruthy();
    await user.click(region.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    const [first, second] = posts(calls);
    expect(second?.body).toEqual({ value: 750 });
    expect(second?.key).not.toBe(first?.key);
  });

  it('is disabled with the reason while a market is suspended, also when a 409 says so', async () => {
    let available = true;
    const { region, user } = await cashOutCard(
      () => [bet({ cashOut: { value: 800, available } })],
      () => {
        available = false;
        return conflict();
      },
    );
    await user.click(region.getByRole('button', { name: 'Cash out €8.00' }));
    await user.click(region.getByRole('button', { name: 'Confirm' }));
    expect(await region.findByText('Cash out is suspended while a market is suspended.')).toBeTruthy();
    expect(region.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect((region.getByRole('button', { name: 'Cash out €8.00' }) as HTMLButtonElement).disabled).toBe(true);
    expect((region.getByRole('button', { name: 'Cash out part' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps one request in flight, and retries a lost answer with the same key', async () => {
    let release: (response: Response) => void = () => undefined;
    const { calls, region, user } = await cashOutCard(
      () => [bet()],
      (call) =>
        call === 1 ? Promise.reject(new TypeError('Failed to fetch')) : new Promise((resolve) => (release = resolve)),
    );
    await user.click(region.getByRole('button', { name: 'Cash out €8.00' }));
    await user.click(region.getByRole('button', { name: 'Confirm' }));
    expect(await region.findByText('Cash out did not go through. Try again.')).toBeTruthy();
    const confirm = region.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    await user.click(confirm);
    expect(await region.findByRole('button', { name: 'Cashing out…' })).toBeTruthy();
    expect(posts(calls)).toHaveLength(2);
    expect(posts(calls)[1]?.key).toBe(posts(calls)[0]?.key);
    release(paid(800));
    await waitFor(() => expect(region.queryByRole('button', { name: 'Cashing out…' })).toBeNull());
    expect(posts(calls)).toHaveLength(2);
  });
});
