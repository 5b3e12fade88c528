import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { cacheUser } from '#app/test/session.ts';
import { secondsLeft } from '../hooks/use-countdown';
import { SLIP_FIXTURES } from '../pages/slip-fixtures';
import { renderSlip, slipPick } from './slip-test-kit';

const receipt = SLIP_FIXTURES.find((fixture) => fixture.place?.kind === 'receipt')?.place;
const placed = receipt?.kind === 'receipt' ? receipt.result : null;

/** Holds POST /api/client/bets open until the test answers it, as the server does during the in-play delay. */
function holdBets() {
  const held: { answer: (response: Response) => void } = { answer: () => undefined };
  mockFetch((url) => {
    if (url.pathname !== '/api/client/bets') return undefined;
    return new Promise<Response>((resolve) => (held.answer = resolve));
  });
  return held;
}

/** A pick of a football match that kicked off ten minutes ago: in play. */
const livePick = () => slipPick(1, 2, { startsAt: new Date(Date.now() - 10 * 60_000).toISOString() });
const placeButton = () => screen.getByRole('button', { name: /^Place|Waiting|Placing/ }) as HTMLButtonElement;

describe('an in-play slip', () => {
  it('marks live picks, counts the delay down with the slip locked, then shows the receipt', async () => {
    cacheUser();
    const held = holdBets();
    const { user, slip } = renderSlip({ selections: [livePick()], stakes: { '1/1x2/home': '10' } });
    expect(screen.getByText('Live')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place €10.00 · return €20.00' }));
    expect(placeButton().textContent).toMatch(/^Waiting for acceptance… [1-5] s$/);
    expect(placeButton().disabled).toBe(true);
    // Locked: the slip's fieldset disables every control in it, and a press changes nothing.
    const remove = within(screen.getByRole('listitem')).getByRole('button', { name: /^Remove/ });
    expect(remove.matches(':disabled')).toBe(true);
    for (const field of screen.getAllByRole('textbox')) expect(field.matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Clear all' }).matches(':disabled')).toBe(true);
    await user.click(remove);
    expect(slip.getState().selections).toHaveLength(1);
    // Odds buttons elsewhere on the page cannot change it either.
    expect(slip.getState().toggle(slipPick(2, 3))).toBe('locked');
    expect(slip.getState().selections).toHaveLength(1);
    held.answer(json(placed, 201));
    expect(await screen.findByText(/Bet placed/)).toBeTruthy();
    expect(slip.getState().locked).toBe(false);
  });

  it('shows why it was refused during the delay and the new state of the pick, and unlocks the slip', async () => {
    cacheUser();
    const held = holdBets();
    const { user, slip } = renderSlip({ selections: [livePick()], stakes: { '1/1x2/home': '10' } });
    await user.click(screen.getByRole('button', { name: /^Place/ }));
    expect(placeButton().textContent).toMatch(/^Waiting for acceptance/);
    held.answer(
      json(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'Prices changed',
          code: 'odds_changed',
          reason: 'suspended_during_delay',
          changes: [{ outcomeId: '1/1x2/home', odds: 2.2, status: 'suspended' }],
        },
        409,
      ),
    );
    expect(await screen.findByText(/A market was suspended while your bet waited for acceptance/)).toBeTruthy();
    expect(screen.getByText('Suspended')).toBeTruthy();
    expect(slip.getState().selections[0]).toMatchObject({ odds: 2.2, status: 'suspended' });
    expect(screen.getByRole('button', { name: /^Remove/ }).matches(':disabled')).toBe(false);
  });

  it('says once that a price fell when that refused it, with the new price on the pick and the button to take it', async () => {
    cacheUser();
    const held = holdBets();
    const { user } = renderSlip({ selections: [livePick()], stakes: { '1/1x2/home': '10' }, oddsPolicy: 'none' });
    await user.click(screen.getByRole('button', { name: /^Place/ }));
    held.answer(
      json(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'Prices changed',
          code: 'odds_changed',
          reason: 'price_moved_during_delay',
          changes: [{ outcomeId: '1/1x2/home', odds: 1.8, status: 'open' }],
        },
        409,
      ),
    );
    expect(await screen.findByText(/A price fell while your bet waited for acceptance/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Price down from 2.00' })).toBeTruthy();
    // One message: the slip's own "prices changed" line does not repeat it.
    expect(screen.queryByText(/Prices changed/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept new prices' })).toBeTruthy();
  });

  it('waits without a countdown for a pre-match slip', async () => {
    cacheUser();
    holdBets();
    const { user } = renderSlip({ selections: [slipPick(1, 2)], stakes: { '1/1x2/home': '10' } });
    expect(screen.queryByText('Live')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Place/ }));
    expect(placeButton().textContent).toBe('Placing…');
  });
});

describe('secondsLeft', () => {
  it('rounds up to whole seconds and stops at zero', () => {
    expect(secondsLeft(1_000, 5, 1_000)).toBe(5);
    expect(secondsLeft(1_000, 5, 1_001)).toBe(5);
    expect(secondsLeft(1_000, 5, 2_000)).toBe(4);
    expect(secondsLeft(1_000, 5, 5_999)).toBe(1);
    expect(secondsLeft(1_000, 5, 6_000)).toBe(0);
    expect(secondsLeft(1_000, 5, 60_000)).toBe(0);
  });
});
