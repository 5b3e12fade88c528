import { blackjackOutcomeSchema } from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import { actBlackjack, BlackjackRuleError, dealBlackjack, handTotal } from './blackjack';
import { cardsRng } from './test-rngs';

/** Deals player p1 p2 against dealer d1 (up) d2 (hole), then `rest` in order. */
const deal = (stake: number, [p1, p2]: string[], [d1, d2]: string[], ...rest: string[]) =>
  dealBlackjack(stake, cardsRng([p1!, d1!, p2!, d2!, ...rest]));

describe('handTotal', () => {
  it('counts an ace as 11 while that does not bust', () => {
    expect(handTotal(['AS', '6H'])).toBe(17);
    expect(handTotal(['AS', '6H', '9C'])).toBe(16);
    expect(handTotal(['AS', 'AD', '9C'])).toBe(21);
    expect(handTotal(['KS', 'QH', '2C'])).toBe(22);
  });
});

describe('dealBlackjack', () => {
  it('shows only the dealer up card while the hand is open', () => {
    const step = deal(100, ['10S', '6H'], ['9D', 'KC'], '5S');
    expect(step.finished).toBe(false);
    expect(step.outcome).toEqual({
      engine: 'blackjack',
      player: ['10S', '6H'],
      dealer: ['9D'],
      playerTotal: 16,
      dealerTotal: null,
      doubled: false,
      actions: ['hit', 'stand', 'double'],
      result: null,
    });
    expect(JSON.stringify(step.outcome)).not.toContain('KC');
    expect(blackjackOutcomeSchema.parse(step.outcome)).toEqual(step.outcome);
  });

  it('pays a natural 3:2 at once, flooring an odd stake half unit', () => {
    const step = deal(101, ['AS', 'KH'], ['9D', '7C']);
    expect(step).toMatchObject({ finished: true, stake: 101, win: 252 });
    expect(step.outcome).toMatchObject({ result: 'blackjack', dealer: ['9D', '7C'], actions: [] });
  });

  it('settles a dealer natural behind a ten at once, and pushes two naturals', () => {
    expect(deal(100, ['10S', '9H'], ['KD', 'AC'])).toMatchObject({ finished: true, win: 0 });
    expect(deal(100, ['AS', 'QH'], ['AD', 'KC'])).toMatchObject({ finished: true, win: 100 });
  });
});

describe('actBlackjack', () => {
  it('hits, then stands; the dealer draws to 17 and stands on a soft 17', () => {
    const open = deal(100, ['10S', '2H'], ['6D', 'KC'], '5S', 'AH');
    const hit = actBlackjack(open.state, 'hit');
    expect(hit.outcome).toMatchObject({ player: ['10S', '2H', '5S'], actions: ['hit', 'stand'], dealer: ['6D'] });
    const stood = actBlackjack(hit.state, 'stand');
    expect(stood.outcome).toMatchObject({ dealer: ['6D', 'KC', 'AH'], dealerTotal: 17, result: 'push' });
    expect(stood.win).toBe(100);

    const soft17 = deal(100, ['10S', '8H'], ['AD', '6C'], '5S');
    expect(actBlackjack(soft17.state, 'stand').outcome).toMatchObject({ dealer: ['AD', '6C'], result: 'win' });
  });

  it('doubles with exactly one card and settles twice the stake', () => {
    const open = deal(100, ['6S', '5H'], ['10D', '7C'], 'KS');
    const doubled = actBlackjack(open.state, 'double');
    expect(doubled).toMatchObject({ finished: true, stake: 200, win: 400 });
    expect(doubled.outcome).toMatchObject({ player: ['6S', '5H', 'KS'], doubled: true, playerTotal: 21 });
  });

  it('ends a bust without the dealer drawing, and stands by itself on 21', () => {
    const bust = actBlackjack(deal(100, ['10S', '6H'], ['7D', '9C'], 'QS', '2S').state, 'hit');
    expect(bust.outcome).toMatchObject({ result: 'bust', playerTotal: 26, dealer: ['7D', '9C'] });
    expect(bust.win).toBe(0);
    const to21 = actBlackjack(deal(100, ['10S', '6H'], ['7D', 'QC'], '5S').state, 'hit');
    expect(to21.outcome).toMatchObject({ result: 'win', playerTotal: 21 });
  });

  it('refuses an action the hand does not allow', () => {
    const open = deal(100, ['10S', '2H'], ['6D', 'KC'], '5S', 'AH');
    const hit = actBlackjack(open.state, 'hit');
    expect(() => actBlackjack(hit.state, 'double')).toThrow(BlackjackRuleError);
    const stood = actBlackjack(hit.state, 'stand');
    expect(() => actBlackjack(stood.state, 'hit')).toThrow(BlackjackRuleError);
    expect(() => actBlackjack(deal(100, ['AS', 'KH'], ['9D', '7C']).state, 'stand')).toThrow(BlackjackRuleError);
  });

  it('keeps no shoe once the hand is settled', () => {
    const stood = actBlackjack(deal(100, ['10S', '8H'], ['10D', '7C']).state, 'stand');
    expect(stood.state.shoe).toEqual([]);
  });
});

describe('insurance against an ace', () => {
  it('is offered behind an ace before the dealer checks, and pays 2:1 on a dealer blackjack (the hand lost)', () => {
    const dealt = deal(100, ['10S', '9H'], ['AD', 'KC']);
    expect(dealt).toMatchObject({ finished: false, stake: 100 });
    expect(dealt.outcome.actions).toEqual(['hit', 'stand', 'double', 'insurance']);
    expect(JSON.stringify(dealt.outcome)).not.toContain('KC');
    const insured = actBlackjack(dealt.state, 'insurance');
    // Staked 100 + 50; insurance returns 150 (50 and 2:1), the hand loses: the player ends level.
    expect(insured).toMatchObject({ finished: true, stake: 150, win: 150 });
    expect(insured.outcome).toMatchObject({ result: 'lose', dealer: ['AD', 'KC'], insurance: 50 });
  });

  it('loses the side bet when the dealer has no blackjack, and the hand plays on (double included)', () => {
    const dealt = deal(100, ['6S', '5H'], ['AD', '7C'], '10S');
    const insured = actBlackjack(dealt.state, 'insurance');
    expect(insured).toMatchObject({ finished: false, stake: 150 });
    expect(insured.outcome.actions).toEqual(['hit', 'stand', 'double']);
    // 21 against the dealer's 18: the doubled 200 pays 400; the insurance of 50 is gone.
    const doubled = actBlackjack(insured.state, 'double');
    expect(doubled).toMatchObject({ finished: true, stake: 250, win: 400 });
    expect(doubled.outcome).toMatchObject({ result: 'win', insurance: 50, doubled: true });
    expect(() => actBlackjack(insured.state, 'insurance')).toThrow(BlackjackRuleError);
  });

  it('without insurance the first decision lets the dealer check: a blackjack takes the stake and no double', () => {
    const dealt = deal(100, ['6S', '5H'], ['AD', 'QC'], '10S');
    const doubled = actBlackjack(dealt.state, 'double');
    expect(doubled).toMatchObject({ finished: true, stake: 100, win: 0 });
    expect(doubled.outcome).toMatchObject({ result: 'lose', dealer: ['AD', 'QC'], player: ['6S', '5H'] });
    expect(doubled.outcome.insurance).toBeUndefined();
  });

  it('is not offered behind other up cards, to a natural (paid at once), or on a stake too small to halve', () => {
    expect(() => actBlackjack(deal(100, ['10S', '9H'], ['KD', '7C']).state, 'insurance')).toThrow(BlackjackRuleError);
    expect(deal(100, ['AS', 'KH'], ['AD', '7C'])).toMatchObject({ finished: true, win: 250 });
    expect(deal(1, ['10S', '9H'], ['AD', '7C']).outcome.actions).not.toContain('insurance');
  });
});
