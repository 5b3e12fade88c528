import { formatMoney } from '@playline/contract/money';
import { describe, expect, it, vi } from 'vitest';
import type { FrameContext } from './context';
import { sayRoundSummary } from './round-summary';
import { createTranslate } from './texts';

const contextSaying = (say: FrameContext['say']) =>
  ({
    t: createTranslate(1),
    money: (minor: number) => formatMoney(minor, 'EUR', 'en'),
    say,
  }) as unknown as FrameContext;

describe('sayRoundSummary', () => {
  it('calls only a return above the stake a win', () => {
    const say = vi.fn();
    sayRoundSummary(contextSaying(say), 100, 250);
    sayRoundSummary(contextSaying(say), 100, 20);
    sayRoundSummary(contextSaying(say), 100, 0);
    expect(say.mock.calls).toEqual([
      ['You win €2.50', 'win'],
      ['€0.20 back of your €1.00 stake'],
      ['No win this time'],
    ]);
  });
});
