import type { PastMatch } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { DAY, simulatorAt, T0 } from './test-support';

describe('feed statistics', () => {
  const feed = simulatorAt('alpha');
  const football = feed.leagues().find((league) => league.sport === 'football')!;
  const volleyball = feed.leagues().find((league) => league.sport === 'volleyball')!;

  /** A past match must be a real fixture of the feed, finished, with its settled score. */
  const expectReal = (match: PastMatch, at: number) => {
    const event = feed.event(match.eventId)!;
    expect(event).toBeDefined();
    expect({ home: event.home, away: event.away, startsAt: new Date(event.startsAt).toISOString() }).toEqual({
      home: match.home,
      away: match.away,
      startsAt: match.startsAt,
    });
    expect(event.endsAt).toBeLessThanOrEqual(at);
    const { home, away } = feed.result(event, at)!.scoreboard;
    expect(match.score).toEqual({ home, away });
  };

  it.each([
    ['football', football.id, 3],
    ['volleyball', volleyball.id, 2],
  ])('builds the %s table from its own results: points, goals and form add up', (_, leagueId, win) => {
    const table = feed.standings(leagueId, T0)!;
    expect(table.rows.map((row) => row.position)).toEqual(table.rows.map((_, index) => index + 1));
    const points = table.rows.map((row) => row.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(table.rows.reduce((sum, row) => sum + row.won, 0)).toBe(table.rows.reduce((sum, row) => sum + row.lost, 0));
    for (const row of table.rows) {
      expect(row.played).toBeGreaterThan(0);
      expect(row.won + row.drawn + row.lost).toBe(row.played);
      expect(row.points).toBe(win * row.won + row.drawn);
      // This season's matches are the team's latest ones.
      const season = feed.recentMatches(row.team.id, T0, row.played);
      const own = season.map((match) =>
        match.home.id === row.team.id ? match.score : { home: match.score.away, away: match.score.home },
      );
      expect(own.reduce((sum, score) => sum + score.home, 0)).toBe(row.scored);
      expect(own.reduce((sum, score) => sum + score.away, 0)).toBe(row.conceded);
      const form = own
        .slice(0, 5)
        .map((score) => (score.home > score.away ? 'W' : score.home < score.away ? 'L' : 'D'));
      expect(row.form).toEqual(form);
    }
  });

  it('changes the table as matches finish and keeps it for leagues with standings only', () => {
    const before = feed.standings(football.id, T0)!;
    const later = feed.standings(football.id, T0 + 4 * DAY)!;
    const played = (table: typeof before) => table.rows.reduce((sum, row) => sum + row.played, 0);
    expect(played(later)).not.toBe(played(before));
    const tennis = feed.leagues().find((league) => league.sport === 'tennis')!;
    expect(tennis.hasStandings).toBe(false);
    expect(feed.standings(tennis.id, T0)).toBeNull();
  });

  it('lists recent matches and head-to-head meetings from real past fixtures, latest first', () => {
    const [a, b] = feed.standings(football.id, T0)!.rows.map((row) => row.team);
    const recent = feed.recentMatches(a!.id, T0, 10);
    expect(recent).toHaveLength(10);
    const meetings = feed.headToHead(a!.id, b!.id, T0, 6);
    expect(meetings.length).toBeGreaterThanOrEqual(3);
    for (const list of [recent, meetings]) {
      const starts = list.map((match) => match.startsAt);
      expect(starts).toEqual([...starts].sort().reverse());
      for (const match of list) expectReal(match, T0);
    }
    for (const match of recent) expect([match.home.id, match.away.id]).toContain(a!.id);
    for (const match of meetings) expect(new Set([match.home.id, match.away.id])).toEqual(new Set([a!.id, b!.id]));
    expect(feed.headToHead(a!.id, volleyball.id * 100 + 1, T0, 5)).toEqual([]);
  });
});
