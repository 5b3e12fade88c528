import { describe, expect, it } from 'vitest';
import { legResult, type SettleableBet, type SettleableLeg, settleBet } from './math';

const leg = (odds: number, status: SettleableLeg['status'], banker = false): SettleableLeg => ({
  odds,
  status,
  banker,
});
const single = (stake: number, odds: number): SettleableBet => ({
  type: 'single',
  stake,
  totalStake: stake,
  sizes: null,
  odds,
});
const multiple = (stake: number): SettleableBet => ({
  type: 'multiple',
  stake,
  totalStake: stake,
  sizes: null,
  odds: 0,
});
const trixie = (stake: number): SettleableBet => ({
  type: 'system',
  stake,
  totalStake: 4 * stake,
  sizes: [2, 3],
  odds: null,
});

describe('legResult', () => {
  const result = { winningOutcomeIds: ['1/1x2/home'], voidOutcomeIds: ['1/dnb/home', '1/dnb/away'] };
  it('reads won, void and (anything else) lost', () => {
    expect(legResult('1/1x2/home', result)).toBe('won');
    expect(legResult('1/dnb/away', result)).toBe('void');
    expect(legResult('1/1x2/draw', result)).toBe('lost');
  });
});

describe('settleBet', () => {
  it('waits while a leg is open', () => {
    expect(settleBet(multiple(100), [leg(2, 'won'), leg(3, 'open')])).toBeNull();
    expect(settleBet(trixie(100), [leg(2, 'lost'), leg(3, 'open'), leg(2, 'won')])).toBeNull();
  });

  it('loses a single or multiple as soon as one leg lost', () => {
    expect(settleBet(multiple(100), [leg(2, 'lost'), leg(3, 'open')])).toEqual({ status: 'lost', gross: 0 });
  });

  it('pays a won single at its odds and a void single its stake', () => {
    expect(settleBet(single(250, 2.35), [leg(2.35, 'won')])).toMatchObject({ status: 'won', gross: 587 });
    expect(settleBet(single(250, 2.35), [leg(2.35, 'void')])).toMatchObject({ status: 'void', gross: 250 });
    expect(settleBet(single(250, 2.35), [leg(2.35, 'lost')])).toMatchObject({ status: 'lost', gross: 0 });
  });

  it('counts a void leg of a multiple as odds 1', () => {
    expect(settleBet(multiple(1000), [leg(2, 'won'), leg(3.5, 'void'), leg(1.5, 'won')])).toMatchObject({
      status: 'won',
      gross: 3000,
    });
  });

  it('pays a trixie with two of three winning exactly the winning double', () => {
    const legs = [leg(2, 'won'), leg(3, 'won'), leg(4, 'lost')];
    expect(settleBet(trixie(100), legs)).toEqual({ status: 'won', gross: 600 });
  });

  it('settles a system with only one winner as lost, and with every leg void as a refund', () => {
    expect(settleBet(trixie(100), [leg(2, 'won'), leg(3, 'lost'), leg(4, 'lost')])?.status).toBe('lost');
    const voided = settleBet(trixie(100), [leg(2, 'void'), leg(3, 'void'), leg(4, 'void')]);
    expect(voided).toEqual({ status: 'void', gross: 400 });
  });

  it('keeps bankers in every line', () => {
    const bet: SettleableBet = { type: 'system', stake: 100, totalStake: 300, sizes: [1], odds: null };
    // Banker at 2 won; of the others only 3.00 won: one line 2 × 3 pays, the two with a lost leg do not.
    const legs = [leg(2, 'won', true), leg(3, 'won'), leg(4, 'lost'), leg(5, 'lost')];
    expect(settleBet(bet, legs)).toMatchObject({ status: 'won', gross: 600 });
    const lostBanker = [leg(2, 'lost', true), leg(3, 'won'), leg(4, 'won'), leg(5, 'won')];
    expect(settleBet(bet, lostBanker)?.status).toBe('lost');
  });

  it('pays a builder bet its own price, and voids it when a leg is void', () => {
    const builder: SettleableBet = { type: 'builder', stake: 500, totalStake: 500, sizes: null, odds: 4.2 };
    expect(settleBet(builder, [leg(1.8, 'won'), leg(2.9, 'won')])).toMatchObject({ status: 'won', gross: 2100 });
    expect(settleBet(builder, [leg(1.8, 'won'), leg(2.9, 'void')])).toMatchObject({ status: 'void', gross: 500 });
    expect(settleBet(builder, [leg(1.8, 'lost'), leg(2.9, 'void')])?.status).toBe('lost');
  });
});
