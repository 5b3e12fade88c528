import { describe, expect, it } from 'vitest';
import { timingOf } from './timing';

const now = new Date(2030, 4, 10, 22, 0);
const at = (day: number, hour = 12) => new Date(2030, 4, day, hour).toISOString();

describe('promotion timing', () => {
  it('counts calendar days left, so an offer ending tomorrow morning "ends tomorrow"', () => {
    expect(timingOf({ startsAt: at(1), endsAt: at(10, 23) }, now)).toEqual({ kind: 'endsToday' });
    expect(timingOf({ startsAt: at(1), endsAt: at(11, 1) }, now)).toEqual({ kind: 'endsTomorrow' });
    expect(timingOf({ startsAt: at(1), endsAt: at(22) }, now)).toEqual({ kind: 'endsInDays', days: 12 });
  });

  it('says when an upcoming offer starts', () => {
    expect(timingOf({ startsAt: at(14), endsAt: at(30) }, now)).toEqual({
      kind: 'starts',
      startsAt: new Date(at(14)),
    });
  });
});
