import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLoginRequest } from '#app/lib/login-dialog.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { cacheUser, PLAYER } from '#app/test/session.ts';
import { renderSlip, slipPick } from './slip-test-kit';

const stakeOf = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('bet slip', () => {
  it('takes "," or "." with at most two decimals, refusing a third while typing; chips fill the stake', async () => {
    const { user, slip } = renderSlip({ selections: [slipPick(1, 2.5)] });
    const stake = stakeOf('Stake');
    await user.type(stake, '12,345');
    expect(stake.value).toBe('12,34');
    await user.clear(stake);
    await user.type(stake, '7.5x');
    expect(stake.value).toBe('7.5');
    expect(screen.getByRole('button', { name: 'Place €7.50 · return €18.75' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '€10' }));
    expect(slip.getState().stakes['1/1x2/home']).toBe('10.00');
    expect(screen.getByText('€25.00', { selector: 'dd' })).toBeTruthy();
    await user.clear(stake);
    await user.type(stake, '0.05');
    expect(screen.getAllByText('The minimum stake is €0.10.').length).toBeGreaterThan(0);
  });

  it('names each selection by its team, also to screen readers, and shows one stake box for one selection', async () => {
    const { user, slip } = renderSlip({
      selections: [slipPick(1, 2, { eventName: 'Borussia Gründorf – Adler Nordhafen' })],
    });
    expect(screen.getByText('Borussia Gründorf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Borussia Gründorf' })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: /stake/i })).toHaveLength(1);
    await user.type(stakeOf('Stake'), '5');
    expect(slip.getState().stakes['1/1x2/home']).toBe('5');
  });

  it('keeps the stake typed when the player switches single → multiple → single', async () => {
    const { user } = renderSlip({ selections: [slipPick(1, 2), slipPick(2, 3)] });
    await user.type(stakeOf('Same stake for all'), '4');
    await user.click(screen.getByRole('tab', { name: 'Multiple' }));
    expect(stakeOf('Stake').value).toBe('4');
    expect(screen.getByText('Potential return').nextElementSibling?.textContent).toBe('€24.00');
    await user.clear(stakeOf('Stake'));
    await user.type(stakeOf('Stake'), '6');
    await user.click(screen.getByRole('tab', { name: 'Single' }));
    expect(stakeOf('Stake for Home 1').value).toBe('6');
    expect(stakeOf('Stake for Home 2').value).toBe('6');
  });

  it('offers Deposit beside the refusal when the balance is too low, but not at a shop (its counter takes cash)', () => {
    const poor = { ...PLAYER, balance: 500, calculatedBalance: 500 };
    cacheUser(poor);
    const web = renderSlip({ selections: [slipPick(1, 2)], stakes: { '1/1x2/home': '10' } });
    expect(screen.getByText(/Not enough money: your balance is €5\.00\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/user-account/deposit');
    web.unmount();
    cacheUser(poor);
    renderSlip({ selections: [slipPick(1, 2)], stakes: { '1/1x2/home': '10' } }, { siteId: 54 });
    expect(screen.getByText(/^Ανεπαρκές υπόλοιπο/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Κατάθεση' })).toBeNull();
  });

  it('shows gross return, tax and net return on the taxed Greek brand (site 44)', () => {
    renderSlip({ selections: [slipPick(1, 8)], stakes: { '1/1x2/home': '100' } }, { siteId: 44 });
    const row = (label: string) => screen.getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(row('Μικτή επιστροφή')).toBe('800,00 €');
    expect(row('Φόρος κερδών')).toBe('32,50 €');
    expect(row('Καθαρή επιστροφή')).toBe('767,50 €');
  });

  it("shows a system's lines and total stake, with bankers", async () => {
    const selections = [slipPick(1, 2), slipPick(2, 2), slipPick(3, 2), slipPick(4, 2)];
    const { user } = renderSlip({ selections, mode: 'system', stakes: { system: '1' } });
    await user.click(screen.getByRole('button', { name: 'Lucky 15 · 15 lines' }));
    expect(screen.getByText('Lines').nextElementSibling?.textContent).toBe('15');
    expect(screen.getByText('Total stake').nextElementSibling?.textContent).toBe('€15.00');
    await user.click(screen.getAllByRole('checkbox', { name: 'Banker' })[0]!);
    // A banker resets the choice: the named systems that fit three free selections are offered.
    expect(screen.getByRole('button', { name: 'Trixie · 4 lines' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /2 from 3/ }));
    expect(screen.getByText('Lines').nextElementSibling?.textContent).toBe('3');
  });

  it('marks moved prices with arrows and blocks placement until they are accepted, as the policy says', async () => {
    cacheUser();
    const selections = [slipPick(1, 2.05, { previousOdds: 1.85 }), slipPick(2, 3.1, { previousOdds: 3.4 })];
    const { user, slip } = renderSlip({ selections, mode: 'multiple', stakes: { multiple: '10' } });
    expect(screen.getByRole('img', { name: 'Price up from 1.85' }).textContent).toBe('▲');
    expect(screen.getByRole('img', { name: 'Price down from 3.40' }).textContent).toBe('▼');
    const place = () => screen.getByRole('button', { name: /^Place/ }) as HTMLButtonElement;
    expect(screen.getByText('Prices changed: accept the new prices to go on.')).toBeTruthy();
    expect(place().disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('When prices change'), 'any');
    expect(screen.queryByText('Prices changed: accept the new prices to go on.')).toBeNull();
    await user.selectOptions(screen.getByLabelText('When prices change'), 'higher');
    expect(place().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Accept new prices' }));
    expect(screen.queryByRole('img', { name: /Price/ })).toBeNull();
    expect(slip.getState().oddsPolicy).toBe('higher');
  });

  it('disables suspended and withdrawn selections with the reason and blocks placement', () => {
    cacheUser();
    renderSlip({
      selections: [slipPick(1, 2, { status: 'suspended' }), slipPick(2, 3, { status: 'removed' })],
      stakes: { '1/1x2/home': '10' },
    });
    expect(screen.getByText('Suspended')).toBeTruthy();
    expect(screen.getByText('No longer offered')).toBeTruthy();
    expect(screen.getByText('Remove the suspended or withdrawn selections first.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Place/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a visitor to the login dialog and keeps the slip', async () => {
    const fetch = mockFetch();
    const { user, slip } = renderSlip({ selections: [slipPick(1, 2)], stakes: { '1/1x2/home': '5' } });
    await user.click(screen.getByRole('button', { name: 'Place €5.00 · return €10.00' }));
    expect(currentLoginRequest()).not.toBeNull();
    expect(slip.getState().selections).toHaveLength(1);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/client/bets'))).toBe(false);
  });
});
