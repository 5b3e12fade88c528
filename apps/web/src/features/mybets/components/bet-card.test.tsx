import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import { bet, leg } from '../mybets-test-kit';
import { BetCard } from './bet-card';

/** The amounts of the card's summary as label → value. */
function facts(card: HTMLElement): Record<string, string> {
  const terms = within(card).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, (term.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ')]),
  );
}

function renderCard(props: Parameters<typeof bet>[0], siteId = 1) {
  const view = renderWithProviders(<BetCard bet={bet(props)} />, { siteId });
  return { ...view, card: screen.getByRole('article') };
}

afterEach(() => localStorage.clear());

describe('bet card', () => {
  it('shows an open single: type, status, booking code, the leg and stake, odds and potential return', () => {
    const { card } = renderCard({ cashOut: null });
    expect(within(card).getByRole('heading', { name: 'Single' })).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();
    expect(within(card).getByText('K7M2QX')).toBeTruthy();
    const legs = within(within(card).getByRole('list', { name: 'Selections' })).getAllByRole('listitem');
    expect(legs).toHaveLength(1);
    const first = within(legs[0]!);
    expect(first.getByRole('img', { name: 'Not settled yet' })).toBeTruthy();
    expect(first.getByText('Arsenal')).toBeTruthy();
    expect(first.getByText('Match result')).toBeTruthy();
    expect(first.getByText('Arsenal – Chelsea')).toBeTruthy();
    expect(first.getByText('2.50')).toBeTruthy();
    expect(facts(card)).toEqual({ Stake: '€10.00', 'Total odds': '2.50', 'Potential return': '€25.00' });
  });

  it('offers Share on an open bet only (issue 21)', async () => {
    const open = renderCard({ cashOut: null });
    expect(await within(open.card).findByRole('button', { name: 'Share' })).toBeTruthy();
    open.unmount();
    const settled = renderCard({ status: 'won', cashOut: null });
    expect(within(settled.card).queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('records each partial cash-out on the card: what it paid, for which part of the stake, and when', () => {
    const { card } = renderCard({
      stake: 600,
      totalStake: 600,
      payout: 380,
      cashOuts: [{ stake: 400, paid: 380, at: '2026-05-02T19:05:00.000Z' }],
    });
    const records = within(within(card).getByRole('list', { name: 'Cash-outs' })).getAllByRole('listitem');
    expect(records).toHaveLength(1);
    expect(records[0]?.textContent).toMatch(/^Cashed out €3\.80 of €4\.00 stake/);
    expect(
      within(records[0]!)
        .getByText(/2 May 2026/)
        .getAttribute('datetime'),
    ).toBe('2026-05-02T19:05:00.000Z');
  });

  it('names each leg by its market and outcome and marks won, lost and void legs', () => {
    const { card } = renderCard({
      type: 'multiple',
      status: 'lost',
      odds: 7.12,
      cashOut: null,
      legs: [
        leg({ outcomeId: 'a', status: 'won', marketType: 'ou', line: 2.5, code: 'over', odds: 1.9 }),
        leg({ outcomeId: 'b', status: 'lost', marketType: 'ah', line: -1.5, code: 'away', eventName: 'Lyon – Nice' }),
        leg({
          outcomeId: 'c',
          status: 'void',
          marketType: 'winner',
          code: 't4',
          name: 'Sinner',
          eventName: 'Sinner – Alcaraz',
        }),
        leg({ outcomeId: 'd', marketType: '1x2', code: 'draw' }),
        leg({ outcomeId: 'e', marketType: 'dnb', code: 'away' }),
      ],
    });
    expect(within(card).getByRole('heading', { name: '5-fold' })).toBeTruthy();
    expect(within(card).getByText('Lost')).toBeTruthy();
    const legs = within(card)
      .getAllByRole('listitem')
      .map((item) => ({
        status: within(item).getByRole('img').getAttribute('aria-label'),
        text: item.textContent,
      }));
    expect(legs).toEqual([
      { status: 'Won', text: expect.stringContaining('Over 2.5Total 2.5Arsenal – Chelsea') },
      { status: 'Lost', text: expect.stringContaining('Nice +1.5Handicap -1.5Lyon – Nice') },
      { status: 'Void', text: expect.stringContaining('SinnerWinnerSinner – Alcaraz') },
      { status: 'Not settled yet', text: expect.stringContaining('DrawMatch result') },
      { status: 'Not settled yet', text: expect.stringContaining('ChelseaDraw no bet') },
    ]);
    expect(facts(card)['Paid out']).toBe('€0.00');
  });

  it('names systems (Trixie, "2/3 from 4" with a banker) and bet builders, with lines × stake', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => leg({ outcomeId: id }));
    const trixie = renderCard({
      type: 'system',
      sizes: [2, 3],
      lines: 4,
      totalStake: 4000,
      odds: null,
      legs: four.slice(1),
    });
    expect(within(trixie.card).getByRole('heading', { name: 'Trixie' })).toBeTruthy();
    expect(facts(trixie.card).Stake).toBe('4 × €10.00 = €40.00');
    expect(facts(trixie.card)['Total odds']).toBeUndefined();
    trixie.unmount();
    const withBanker = [{ ...four[0]!, banker: true }, ...four.slice(1)];
    const system = renderCard({ type: 'system', sizes: [2], lines: 3, totalStake: 3000, odds: null, legs: withBanker });
    expect(within(system.card).getByRole('heading', { name: 'System 2 from 3' })).toBeTruthy();
    expect(within(system.card).getByText('Banker')).toBeTruthy();
    system.unmount();
    const treble = renderCard({ type: 'multiple', legs: four.slice(1) });
    expect(within(treble.card).getByRole('heading', { name: 'Treble' })).toBeTruthy();
    treble.unmount();
    const builder = renderCard({ type: 'builder', legs: four.slice(0, 2), odds: 4.2 });
    expect(within(builder.card).getByRole('heading', { name: 'Bet builder' })).toBeTruthy();
  });

  it('shows gross return, tax and net return on the Greek-market brand (site 44), for open and settled bets', () => {
    const open = renderCard({ potentialReturn: 50_000, odds: 50, cashOut: null }, 44);
    expect(facts(open.card)).toMatchObject({
      'Μικτή επιστροφή': '500,00 €',
      Φόρος: '17,00 €',
      'Καθαρή επιστροφή': '483,00 €',
    });
    open.unmount();
    const won = renderCard(
      { stake: 10_000, totalStake: 10_000, odds: 8, potentialReturn: 80_000, status: 'won', payout: 80_000, tax: 3250 },
      44,
    );
    expect(within(won.card).getByText('Κερδισμένο')).toBeTruthy();
    expect(facts(won.card)).toMatchObject({ 'Μικτή επιστροφή': '800,00 €', Φόρος: '32,50 €', Πληρώθηκε: '767,50 €' });
    expect(within(won.card).queryByRole('region', { name: 'Cash out' })).toBeNull();
    won.unmount();
    const lost = renderCard({ status: 'lost', cashOut: null }, 44);
    expect(facts(lost.card)).toEqual({ Ποσό: '10,00 €', 'Συνολική απόδοση': '2.50', Πληρώθηκε: '0,00 €' });
  });

  it('has no tax lines elsewhere: a won bet shows what it paid', () => {
    const { card } = renderCard({ status: 'won', payout: 2500 });
    expect(facts(card)).toEqual({ Stake: '€10.00', 'Total odds': '2.50', 'Paid out': '€25.00' });
  });
});
