import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { cacheUser } from '#app/test/session.ts';
import { SLIP_FIXTURES } from '../pages/slip-fixtures';
import { renderSlip, slipPick } from './slip-test-kit';

const receipt = SLIP_FIXTURES.find((fixture) => fixture.place?.kind === 'receipt')?.place;
const placed = receipt?.kind === 'receipt' ? receipt.result : null;

type Sent = { key: string | null; body: { bets: unknown[]; oddsPolicy: string } };

/** Answers POST /api/client/bets with the answers given, one per request; records each request. */
function serveBets(...answers: (() => Response | Promise<Response>)[]) {
  const sent: Sent[] = [];
  mockFetch((url, init) => {
    if (url.pathname !== '/api/client/bets') return undefined;
    sent.push({
      key: new Headers(init.headers).get('Idempotency-Key'),
      body: JSON.parse(String(init.body)),
    });
    const answer = answers[sent.length - 1];
    if (!answer) throw new Error('unexpected request');
    return answer();
  });
  return sent;
}

const single = { selections: [slipPick(1, 2), slipPick(2, 3)], stakes: { '1/1x2/home': '10' } };

describe('placing the slip', () => {
  it('sends one request at a time and reuses the idempotency key when retrying a lost answer', async () => {
    cacheUser();
    let release: (response: Response) => void = () => undefined;
    const sent = serveBets(
      () => Promise.reject(new TypeError('network down')),
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    const { user } = renderSlip(single);
    const place = () => screen.getByRole('button', { name: /^Place|Placing/ }) as HTMLButtonElement;
    await user.click(place());
    expect(await screen.findByText('The answer did not arrive. Press place again to retry the same bet.')).toBeTruthy();
    await user.click(place());
    expect(place().disabled).toBe(true);
    expect(place().textContent).toBe('Placing…');
    await user.click(place());
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[0]?.body).toMatchObject({
      oddsPolicy: 'none',
      bets: [{ type: 'single', stake: 1000, selections: [{ outcomeId: '1/1x2/home', odds: 2, banker: false }] }],
    });
    release(json(placed, 201));
    expect(await screen.findByText(/Bet placed/)).toBeTruthy();
  });

  it('shows a receipt, takes the placed selections off the slip, updates the balance and reports the placement', async () => {
    cacheUser();
    serveBets(() => json(placed, 201));
    const { user, slip, store } = renderSlip(single);
    await user.click(screen.getByRole('button', { name: 'Place €10.00 · return €20.00' }));
    expect(await screen.findByText('Bet #1042')).toBeTruthy();
    expect(screen.getByText('K7M2QX')).toBeTruthy();
    expect(slip.getState().selections.map((pick) => pick.outcomeId)).toEqual(['2/1x2/home']);
    expect(store.getState().user?.balance).toBe(placed?.balance);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'bet_placement', type: 'single', selections: 1, stake: 10 }),
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: /^Place bet/ })).toBeTruthy();
  });

  it('lists the legs on the receipt and puts the placed picks back with "Keep selections"', async () => {
    cacheUser();
    const pick = slipPick(1, 2, { eventName: 'Borussia Gründorf – Adler Nordhafen' });
    const { outcomeId, eventId, sport, eventName, startsAt, marketType, line, code } = pick;
    const leg = { outcomeId, eventId, sport, eventName, startsAt, marketType, line, code, odds: 2 };
    const bet = { ...placed?.bets[0], legs: [{ ...leg, banker: false, status: 'open' }] };
    serveBets(() => json({ ...placed, bets: [bet] }, 201));
    const { user, slip } = renderSlip({ selections: [pick], stakes: { '1/1x2/home': '10' } });
    await user.click(screen.getByRole('button', { name: 'Place €10.00 · return €20.00' }));
    const legs = await screen.findByRole('list', { name: 'Selections' });
    expect(legs.textContent).toBe('Borussia GründorfMatch result · Borussia Gründorf – Adler Nordhafen2.00');
    expect(slip.getState().selections).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep selections' }));
    expect(slip.getState().selections.map((pick) => pick.outcomeId)).toEqual(['1/1x2/home']);
    expect(slip.getState().stakes['1/1x2/home']).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Remove Borussia Gründorf' })).toBeTruthy();
  });

  it('applies new prices from a 409 and asks the player to check them; the next attempt has a new key', async () => {
    cacheUser();
    const changed = {
      statusCode: 409,
      error: 'Conflict',
      message: 'Prices changed',
      code: 'odds_changed',
      changes: [
        { outcomeId: '1/1x2/home', odds: 1.9, status: 'open' },
        { outcomeId: '2/1x2/home', odds: 3, status: 'suspended' },
      ],
    };
    const sent = serveBets(
      () => json(changed, 409),
      () => json(placed, 201),
    );
    const { user, slip } = renderSlip({ ...single, oddsPolicy: 'none' });
    await user.click(screen.getByRole('button', { name: /^Place/ }));
    expect(await screen.findByText(/Prices changed before your bet was placed/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Price down from 2.00' })).toBeTruthy();
    expect(screen.getByText('Suspended')).toBeTruthy();
    expect(slip.getState().selections[0]).toMatchObject({ odds: 1.9, previousOdds: 2 });
    await user.click(screen.getAllByRole('button', { name: /^Remove/ })[1]!);
    await user.click(screen.getByRole('button', { name: 'Accept new prices' }));
    await user.click(screen.getByRole('button', { name: 'Place €10.00 · return €19.00' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });
});
