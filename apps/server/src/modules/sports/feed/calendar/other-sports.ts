import { VIRTUAL_ROUND_MINUTES } from '@playline/contract/sports';
import { TIME } from '../sports';
import { type Calendar, daily, FRI, type KickOff, MON, NEXT, on, SAT, SUN, THU, TUE, WED, weekly } from './calendar';

/** Every other night, half the teams each night: a game most nights for the North American leagues. */
const everyOtherNight = (first: number[], second: number[]): Calendar => ({
  cycle: 2 * TIME.DAY,
  rounds: [[...on(0, ...first), ...on(1, ...second)]],
});

/** The same kick-offs on each of the days given, a round a day. */
const roundsOn = (days: number[], hours: number[]): KickOff[][] => days.map((day) => on(day, ...hours));

/** A tour plays a round a day from morning to evening wherever its tournament is (`utcOffset`). */
const tennisTour = (utcOffset: number): Calendar => ({
  ...daily(on(0, 11, 14.5, 17, 19.5, 12.5, 16, 10, 20.5)),
  utcOffset,
});

/** A fight card: the undercard early, the main event last; `utcOffset` where it is held. */
const fightNight = (day: number, utcOffset: number): Calendar => ({
  ...weekly(on(day, 18, 18.5, 19, 19.5, 20, 20.5, 21, 22)),
  utcOffset,
});

/** Leagues that run round the clock: their matches follow each other every quarter hour from each round's start. */
const staggered = (cycle: number, starts: number[]): Calendar => ({
  cycle,
  rounds: starts.map((start) => on(0, start, start + 0.25, start + 0.5, start + 0.75, start + 1)),
  staggered: true,
});

/**
 * Round the clock, as esports leagues are, and a team's next match never starts before its last one ended: ten
 * matches a round from three kick-offs a quarter hour apart, a round every 135 minutes (the longest match, 105, plus
 * the stagger). Each league starts its rounds at its own point of the cycle (`start`, hours, with its time zone),
 * so the leagues' rounds take turns and the live offer stays full at night.
 */
const esports = (start: number): Calendar => ({
  cycle: 135 * TIME.MINUTE,
  rounds: [on(0, ...[0, 0, 0, 0, 0.25, 0.25, 0.25, 0.25, 0.5, 0.5].map((hour) => start + hour))],
  staggered: true,
});

/** The other sports' real rhythms (issue 21), local kick-offs. */
export const OTHER_CALENDARS = {
  nba: everyOtherNight([19, 19.5, 20, 22.5], [19, 19.5, 20.5, 22]),
  euroBasket: weekly([...on(THU, 19, 20.75, 18.75, 20.5), ...on(FRI, 19, 20.75, 18.75, 20.5)]),
  basketWeekend: weekly([...on(SAT, 18, 20.5, 19), ...on(SUN, 12.5, 17, 19, 18, 20.5), ...on(NEXT + MON, 19)]),
  nhl: everyOtherNight([19, 19, 19.5, 22], [19, 19.5, 20, 22]),
  hockeyEurope: weekly(on(TUE, 19, 19, 19, 19.5, 18.5, 19, 19), on(THU, 19), [
    ...on(SAT, 15.25, 16, 17, 19, 19, 18, 19),
  ]),
  hockeyJunior: weekly(on(FRI, 19, 19.5, 19, 19.5, 20, 19, 19, 19.5), on(SUN, 14, 16, 14, 16, 17, 14, 16, 17)),
  volleyWeekend: weekly([...on(SAT, 17.5, 14.75, 20.5), ...on(SUN, 17.5, 14.75, 20.5, 18), ...on(FRI, 20.5)]),
  volleyBrazil: weekly(on(TUE, 19, 21.5, 19, 21.5, 19, 21.5), on(FRI, 19, 21.5, 19, 21.5, 19, 21.5)),
  volleyCup: weekly([...on(WED, 18, 20.5, 18), ...on(THU, 18, 20.5, 18)]),
  handball: weekly([...on(THU, 19, 20), ...on(SAT, 18.5, 20.5), ...on(SUN, 13.75, 16, 18, 16, 14), ...on(WED, 19)]),
  handballCup: weekly([...on(WED, 18.75, 20.75, 18.75, 20.75), ...on(THU, 18.75, 20.75, 18.75, 20.75)]),
  baseballUsa: daily(on(0, 19, 19, 19.25, 20, 22, 13, 18.75, 22)),
  /** No games on Mondays; evenings in the week, afternoons at the weekend. */
  baseballAsia: weekly(
    ...roundsOn([TUE, WED, THU, FRI], [18, 18.5, 18, 18, 18.5, 18]),
    ...roundsOn([SAT, SUN], [14, 17, 18, 14, 17, 13]),
  ),
  baseballMexico: weekly(...roundsOn([TUE, WED, THU, FRI, SAT, SUN], [19, 20, 19.5, 20.5, 19])),
  /** Thursday night, Sunday afternoon and night, Monday night. */
  nfl: weekly([...on(SUN, 13, 13, 13, 16.25, 16.25, 20.25), ...on(NEXT + MON, 20.25), ...on(THU, 20.25)]),
  college: weekly(on(SAT, 12, 15.5, 19.5, 12, 15.5, 19, 20, 22.5)),
  gridironEurope: weekly([...on(SAT, 15, 17), ...on(SUN, 13, 15, 15, 17)]),
  tennisEurope: tennisTour(1),
  tennisAmericas: tennisTour(-5),
  tennisSouthAmerica: tennisTour(-3),
  tennisAsia: tennisTour(8),
  tennisGulf: tennisTour(4),
  tennisOceania: tennisTour(10),
  tableTennis: staggered(TIME.DAY, [7, 10, 13, 16, 19, 22]),
  /** Round the clock, as the busiest table tennis series are: a round every two hours. */
  tableTennisAllDay: staggered(2 * TIME.HOUR, [0]),
  esportsOnTheHour: esports(0),
  esportsHalfPast: esports(0.5),
  esportsQuarterTo: esports(0.75),
  esportsHourOn: esports(1),
  fightNightUsa: fightNight(SAT, -5),
  fightNightFriday: fightNight(FRI, -5),
  fightNightEurope: fightNight(SAT, 1),
  /** A league night every Thursday. */
  dartsLeague: weekly(on(THU, 19, 19.5, 20, 20.5, 21, 21.5, 22, 22.5)),
  /** Tour events from Friday to Sunday, afternoon and evening sessions. */
  dartsTour: weekly(...roundsOn([FRI, SAT, SUN], [13, 14, 15, 16, 19, 20, 21, 22])),
  /** Floor events on Monday and Tuesday, all day. */
  dartsFloor: weekly(...roundsOn([MON, TUE], [11, 12, 13, 14, 15, 16, 17, 18])),
  /** Every round kicks off together every few minutes, round the clock. */
  virtual: { cycle: VIRTUAL_ROUND_MINUTES * TIME.MINUTE, rounds: [on(0, 0)], staggered: true },
} satisfies Record<string, Calendar>;
