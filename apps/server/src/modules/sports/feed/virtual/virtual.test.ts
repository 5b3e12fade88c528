import { isVirtualSport, VIRTUAL_ROUND_MINUTES } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../adapter';
import { DAY, HOUR, simulatorAt, T0 } from '../test-support';

const ROUND = VIRTUAL_ROUND_MINUTES * 60_000;
const feed = simulatorAt('virtual');
const virtualLeagues = feed.leagues().filter((league) => isVirtualSport(league.sport));
const implied = (odds: number[]) => odds.reduce((sum, price) => sum + 1 / price, 0);

function roundsOf(events: readonly FeedEvent[]): Map<number, FeedEvent[]> {
  const rounds = new Map<number, FeedEvent[]>();
  for (const event of events) rounds.set(event.startsAt, [...(rounds.get(event.startsAt) ?? []), event]);
  return rounds;
}

describe('virtual football in the feed', () => {
  it('has 3–4 virtual leagues of 16–20 teams, without standings or outrights', () => {
    expect(virtualLeagues.length).toBeGreaterThanOrEqual(3);
    expect(virtualLeagues.length).toBeLessThanOrEqual(4);
    for (const league of virtualLeagues) {
      expect(league.country.name).toBe('Virtual');
      expect(league.hasStandings || league.hasOutrights).toBe(false);
      expect(feed.outright(league.id, T0)).toBeNull();
      const round = feed.leagueEventsStartingBetween(league.id, T0, T0 + ROUND);
      expect(round.length * 2).toBeGreaterThanOrEqual(16);
      expect(round.length * 2).toBeLessThanOrEqual(20);
    }
  });

  it('kicks off a whole round together every 3 minutes, each team once, round the clock', () => {
    for (const start of [T0, T0 + 9 * HOUR + 7_000]) {
      const league = virtualLeagues[0]!;
      const rounds = roundsOf(feed.leagueEventsStartingBetween(league.id, start, start + HOUR));
      expect(rounds.size).toBe(60 / VIRTUAL_ROUND_MINUTES);
      const starts = [...rounds.keys()];
      for (let k = 1; k < starts.length; k++) expect(starts[k]! - starts[k - 1]!).toBe(ROUND);
      for (const round of rounds.values()) {
        const teams = round.flatMap((event) => [event.home.id, event.away.id]);
        expect(new Set(teams).size).toBe(teams.length);
        expect(round.every((event) => event.endsAt - event.startsAt <= 100_000)).toBe(true);
      }
    }
  });

  it('stays out of the all-leagues list and the live events, but every event id resolves', () => {
    const all = feed.eventsStartingBetween(T0, T0 + DAY);
    expect(all.some((event) => isVirtualSport(event.sport))).toBe(false);
    const round = feed.leagueEventsStartingBetween(virtualLeagues[1]!.id, T0, T0 + ROUND);
    const midMatch = round[0]!.startsAt + 40_000;
    expect(feed.status(round[0]!, midMatch)).toBe('live');
    expect(feed.liveEvents(midMatch).some((event) => isVirtualSport(event.sport))).toBe(false);
    expect(feed.event(round[0]!.id)).toMatchObject({ id: round[0]!.id, sport: 'virtual-football' });
  });

  it('prices 1X2, double chance, totals, both teams to score and correct score with a virtual-sized margin', () => {
    const [event] = feed.leagueEventsStartingBetween(virtualLeagues[2]!.id, T0, T0 + ROUND);
    const markets = feed.markets(event!, event!.startsAt - 60_000);
    const types = new Set(markets.map((market) => market.type));
    for (const type of ['1x2', 'dc', 'ou', 'btts', 'cs'] as const) expect(types.has(type)).toBe(true);
    expect(types.has('first_scorer') || types.has('corners_ou')).toBe(false);
    expect(markets.every((market) => market.status === 'open')).toBe(true);
    const main = markets.find((market) => market.type === '1x2')!;
    const overround = implied(main.outcomes.map((outcome) => outcome.odds));
    expect(overround).toBeGreaterThan(1.1);
    expect(overround).toBeLessThan(1.15);
    expect(feed.mainMarket(event!, event!.startsAt - 60_000)).toEqual(main);
  });

  it('closes every market at kick-off (no in-play betting) and has no live state', () => {
    const [event] = feed.leagueEventsStartingBetween(virtualLeagues[0]!.id, T0, T0 + ROUND);
    const inPlay = event!.startsAt + 30_000;
    expect(feed.markets(event!, inPlay).every((market) => market.status === 'suspended')).toBe(true);
    expect(feed.mainMarket(event!, inPlay)?.status).toBe('suspended');
    expect(feed.liveState(event!, inPlay)).toBeNull();
  });

  it('plays a 90-minute clock in the match time, with goals that add up to the result', () => {
    const [event] = feed.leagueEventsStartingBetween(virtualLeagues[3]!.id, T0, T0 + ROUND);
    const { startsAt, endsAt } = event!;
    expect(feed.scoreboard(event!, startsAt - 1)).toBeNull();
    expect(feed.scoreboard(event!, startsAt + 1_000)).toMatchObject({ minute: 2, phase: 'live', period: 1 });
    expect(feed.scoreboard(event!, startsAt + 46_000)).toMatchObject({ minute: 45, phase: 'break' });
    expect(feed.result(event!, endsAt - 1)).toBeNull();
    const result = feed.result(event!, endsAt)!;
    expect(result.scoreboard).toMatchObject({ minute: 90, phase: 'finished' });
    const goals = result.scoreboard.home + result.scoreboard.away;
    expect(result.winningOutcomeIds).toContain(`${event!.id}/ou:${goals > 2.5 ? '2.5/over' : '2.5/under'}`);
    const outcome =
      result.scoreboard.home > result.scoreboard.away
        ? 'home'
        : result.scoreboard.home < result.scoreboard.away
          ? 'away'
          : 'draw';
    expect(result.winningOutcomeIds).toContain(`${event!.id}/1x2/${outcome}`);
  });

  it('is the same for the same seed and clock', () => {
    const twin = simulatorAt('virtual', T0 + 5 * DAY);
    const league = virtualLeagues[0]!.id;
    const ours = feed.leagueEventsStartingBetween(league, T0, T0 + 4 * ROUND);
    expect(twin.leagueEventsStartingBetween(league, T0, T0 + 4 * ROUND)).toEqual(ours);
    expect(twin.markets(ours[0]!, T0)).toEqual(feed.markets(ours[0]!, T0));
  });
});
