import { type Calendar, FRI, fortnightly, MON, NEXT, on, SAT, SUN, THU, TUE, WED, weekly } from './calendar';

/**
 * Football as real books show it (local kick-offs, issue 21): European leagues on weekend afternoons and evenings
 * with a midweek round every other week, second divisions on Tuesday and Wednesday evenings, the continental cups
 * on Tuesday to Thursday evenings, Asia and Australia in the European morning, the Americas at night UTC.
 */
export const FOOTBALL_CALENDARS = {
  england: fortnightly(
    [...on(SAT, 15, 12.5, 17.5, 15, 15), ...on(SUN, 14, 16.5), ...on(FRI, 20), ...on(SAT, 15, 15)],
    [...on(NEXT + TUE, 19.75, 20, 19.75, 19.75, 20), ...on(NEXT + WED, 20, 19.5, 19.75, 20, 19.75)],
    [...on(NEXT + SAT, 15, 12.5, 17.5, 15), ...on(NEXT + SUN, 14, 16.5, 14), ...on(2 * NEXT + MON, 20)],
  ),
  spain: fortnightly(
    [...on(FRI, 21), ...on(SAT, 14, 16.25, 18.5, 21), ...on(SUN, 14, 16.25, 18.5, 21), ...on(NEXT + MON, 21)],
    [...on(NEXT + WED, 19, 21.5, 19, 20, 21.5), ...on(NEXT + THU, 19, 21.5, 20, 21.5, 19)],
    [...on(NEXT + SAT, 14, 16.25, 18.5, 21), ...on(NEXT + SUN, 14, 16.25, 18.5, 21), ...on(2 * NEXT + MON, 21, 19)],
  ),
  germany: fortnightly(
    [...on(FRI, 20.5), ...on(SAT, 15.5, 18.5, 15.5, 15.5, 15.5), ...on(SUN, 15.5, 17.5, 19.5), ...on(SAT, 15.5)],
    [...on(NEXT + TUE, 18.5, 20.5, 20.5, 20.5), ...on(NEXT + WED, 18.5, 20.5, 20.5, 20.5, 18.5)],
    [...on(NEXT + FRI, 20.5), ...on(NEXT + SAT, 15.5, 18.5, 15.5, 15.5, 15.5), ...on(NEXT + SUN, 15.5, 17.5, 19.5)],
  ),
  italy: fortnightly(
    [...on(SAT, 15, 18, 20.75), ...on(SUN, 12.5, 15, 18, 20.75, 15), ...on(FRI, 20.75), ...on(NEXT + MON, 20.75)],
    [...on(NEXT + WED, 18.5, 20.75, 20.75, 18.5, 20.75), ...on(NEXT + THU, 18.5, 20.75, 20.75, 18.5, 20.75)],
    [...on(NEXT + SAT, 15, 18, 20.75), ...on(NEXT + SUN, 12.5, 15, 18, 20.75, 15), ...on(2 * NEXT + MON, 18.5, 20.75)],
  ),
  france: fortnightly(
    [...on(FRI, 20.75), ...on(SAT, 17, 19, 21), ...on(SUN, 13, 15, 17.25, 20.75, 15)],
    [...on(NEXT + TUE, 19, 21, 21), ...on(NEXT + WED, 19, 21, 21, 19, 21)],
    [...on(NEXT + FRI, 20.75), ...on(NEXT + SAT, 17, 19, 21), ...on(NEXT + SUN, 13, 15, 17.25, 20.75, 15)],
  ),
  /** The Low Countries and the Alps: weekend afternoons and evenings. */
  western: weekly([...on(SAT, 18.75, 16.5, 20, 21), ...on(SUN, 14.5, 12.25, 16.75, 14.5, 20), ...on(FRI, 20)]),
  /** Portugal and central Europe: the weekend from Friday to Monday evening. */
  central: weekly([
    ...on(SAT, 15.5, 18, 20.5),
    ...on(SUN, 15, 17.5, 20),
    ...on(NEXT + MON, 19, 20.75),
    ...on(FRI, 18, 20.5),
  ]),
  /** Greece, Cyprus, Türkiye and the east: weekend afternoons, Monday evening, a midweek round every other week. */
  eastern: fortnightly(
    [
      ...on(SAT, 17),
      ...on(SUN, 17),
      ...on(NEXT + MON, 17),
      ...on(FRI, 19),
      ...on(SAT, 19.5, 14),
      ...on(SUN, 19.5, 14, 16),
      ...on(NEXT + MON, 19.5),
    ],
    [...on(NEXT + WED, 16, 19.5, 17), ...on(NEXT + THU, 16, 19.5, 17, 19.5), ...on(NEXT + WED, 19.5)],
    [
      ...on(NEXT + SAT, 17),
      ...on(NEXT + SUN, 17),
      ...on(2 * NEXT + MON, 17),
      ...on(NEXT + SAT, 19.5, 14),
      ...on(NEXT + SUN, 19.5, 14, 16),
      ...on(2 * NEXT + MON, 19.5),
    ],
  ),
  nordic: weekly([...on(SAT, 15, 17), ...on(SUN, 14, 16, 18), ...on(NEXT + MON, 19), ...on(FRI, 19, 18)]),
  /** Friday night football. */
  ireland: weekly([...on(FRI, 19.75, 19.75, 19.75, 20), ...on(NEXT + MON, 19.75)]),
  /** A round every Tuesday and Wednesday evening and one at the weekend, Saturday at three above all. */
  englandSecond: weekly(
    [...on(TUE, 19.75, 19.75, 19.75, 20, 19.75, 19.75), ...on(WED, 19.75, 20, 19.75, 19.75)],
    [...on(SAT, 15, 15, 12.5, 15, 17.5, 15, 15), ...on(FRI, 20), ...on(SUN, 12, 13.5)],
  ),
  second: weekly(
    [...on(TUE, 18.5, 20.5, 20.5, 19, 20.75), ...on(WED, 18.5, 20.5, 18.5, 20.5, 19)],
    [...on(FRI, 18.5, 20.5), ...on(SAT, 13, 16, 14.5, 18.5), ...on(SUN, 13.5, 16, 13.5, 18.5)],
  ),
  champions: weekly([...on(TUE, 18.75, 21, 21, 21), ...on(WED, 18.75, 21, 21, 21)]),
  trophy: weekly([...on(THU, 18.75, 21, 16.5, 21, 18.75, 21, 18.75, 21)]),
  japan: fortnightly(
    [...on(SAT, 14, 15, 16, 19), ...on(SUN, 13, 14, 15, 18, 19)],
    [...on(NEXT + WED, 19, 19.5, 18, 19, 19.5, 19), ...on(NEXT + TUE, 19), ...on(NEXT + THU, 19, 18.5)],
    [...on(NEXT + SAT, 14, 15, 16, 19), ...on(NEXT + SUN, 13, 14, 15, 18, 19)],
  ),
  korea: fortnightly(
    [...on(SAT, 14, 16.5, 19), ...on(SUN, 14, 16.5, 19)],
    [...on(NEXT + TUE, 19.5, 19.5, 19), ...on(NEXT + WED, 19.5, 19.5, 19)],
    [...on(NEXT + SAT, 14, 16.5, 19), ...on(NEXT + SUN, 14, 16.5, 19)],
  ),
  australia: weekly([...on(FRI, 19.75), ...on(SAT, 15, 17.5, 19.75), ...on(SUN, 15, 17)]),
  /** Southeast Asia plays most days, in the afternoon and the evening: two days a round, a day's rest between. */
  indonesia: weekly(
    [...on(MON, 15, 16, 19, 20.5, 19), ...on(TUE, 15, 16, 19, 20.5)],
    [...on(THU, 15, 16, 19, 20.5, 19), ...on(FRI, 15, 16, 19, 20.5)],
  ),
  /** The second division's round, all on Wednesday. */
  indonesiaSecond: weekly(on(WED, 15, 16, 19, 20.5, 15, 16, 19, 20.5, 15)),
  brazil: weekly(
    [...on(WED, 19, 21.5, 19.5, 21.5, 19), ...on(THU, 19, 21.5, 20, 21.5, 19)],
    [...on(SAT, 16, 18.5, 21), ...on(SUN, 16, 18.5, 11, 16, 18.5, 20.5), ...on(NEXT + MON, 20)],
  ),
  /** A round from Friday to Tuesday night. */
  brazilSecond: weekly([
    ...on(FRI, 19, 21.5),
    ...on(SAT, 16, 18.5),
    ...on(SUN, 16, 18.5),
    ...on(NEXT + MON, 20, 21.5),
    ...on(NEXT + TUE, 19, 21.5),
  ]),
  argentina: weekly([
    ...on(FRI, 19, 21.25),
    ...on(SAT, 17, 19.25, 21.5),
    ...on(SUN, 17, 19.25, 21.5),
    ...on(NEXT + MON, 19, 21.25),
    ...on(SAT, 14.5),
  ]),
  usa: fortnightly(
    [...on(WED, 19.5, 19.5, 22.5, 19.5, 20.5, 22.5, 20), ...on(THU, 19.5, 22)],
    [...on(SAT, 19.5, 19.5, 22.5, 19.5, 20.5, 22.5, 16.5), ...on(SUN, 18, 21)],
    [...on(NEXT + SAT, 19.5, 19.5, 22.5, 19.5, 20.5, 22.5, 16.5), ...on(NEXT + SUN, 18, 21)],
  ),
  mexico: fortnightly(
    [...on(FRI, 19, 21), ...on(SAT, 17, 19, 21), ...on(SUN, 12, 19, 21), ...on(NEXT + MON, 21), ...on(SUN, 17)],
    on(NEXT + WED, 19, 21, 21, 19, 20, 21, 19, 20, 21),
    [
      ...on(NEXT + FRI, 19, 21),
      ...on(NEXT + SAT, 17, 19, 21),
      ...on(NEXT + SUN, 12, 19, 21),
      ...on(2 * NEXT + MON, 21),
    ],
  ),
  /** The second division on Tuesday and Thursday nights. */
  mexicoSecond: weekly(on(TUE, 19, 21, 19.5, 21, 20, 21, 19, 21), on(THU, 19, 21, 19.5, 21, 20, 21, 19, 21)),
} satisfies Record<string, Calendar>;
