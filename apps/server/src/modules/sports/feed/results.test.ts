import type { Market } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { DAY, sampleEvents, simulatorAt, T0 } from './test-support';

describe('feed results', () => {
  const feed = simulatorAt('alpha');
  // Events of every sport that finished in the two days before T0, with enough football to meet draws.
  const finished = [
    ...sampleEvents(feed, T0 - 3 * DAY, 6),
    ...feed.eventsStartingBetween(T0 - 3 * DAY, T0 - DAY).filter((event) => event.sport === 'football'),
  ].filter((event) => event.endsAt <= T0);

  const outcomeIds = (markets: Market[]) => new Set(markets.flatMap((m) => m.outcomes.map((o) => o.id)));

  it('settles every market of every event once it ended: one winner each (two for double chance), or void', () => {
    expect(finished.length).toBeGreaterThan(100);
    for (const event of finished) {
      const result = feed.result(event, T0)!;
      const markets = feed.markets(event, T0);
      const known = outcomeIds(markets);
      // Tennis also settles the sets and games it offers only in play (the next game, the set in play).
      const inPlayOnly = (id: string) => /\/(set|game)_winner:/.test(id) && event.sport === 'tennis';
      for (const id of [...result.winningOutcomeIds, ...result.voidOutcomeIds]) {
        expect(known.has(id) || inPlayOnly(id), id).toBe(true);
      }
      for (const market of markets) {
        const winners = market.outcomes.filter((o) => result.winningOutcomeIds.includes(o.id)).length;
        const voided = market.outcomes.filter((o) => result.voidOutcomeIds.includes(o.id)).length;
        if (voided > 0) expect([winners, voided]).toEqual([0, market.outcomes.length]);
        else if (market.type === 'anytime_scorer') {
          const scorers = result.winningOutcomeIds.filter((id) => id.includes('/anytime_scorer/'));
          expect(winners).toBe(scorers.length);
        } else expect(winners, `${event.sport} ${market.key}`).toBe(market.type === 'dc' ? 2 : 1);
      }
      expect(result.scoreboard).toEqual(feed.scoreboard(event, T0));
      expect(result.scoreboard.phase).toBe('finished');
    }
  });

  it('settles football markets on the final score: 1X2, totals, both teams to score, correct score, draw no bet', () => {
    let draws = 0;
    for (const event of finished.filter((candidate) => candidate.sport === 'football')) {
      const { scoreboard, winningOutcomeIds, voidOutcomeIds } = feed.result(event, T0)!;
      const won = (key: string, code: string) => winningOutcomeIds.includes(`${event.id}/${key}/${code}`);
      const { home, away } = scoreboard;
      expect(home).toBe(scoreboard.periods.reduce((sum, period) => sum + period.home, 0));
      expect(won('1x2', home > away ? 'home' : home < away ? 'away' : 'draw')).toBe(true);
      for (const line of [0.5, 1.5, 2.5, 3.5, 4.5, 5.5])
        expect(won(`ou:${line}`, home + away > line ? 'over' : 'under')).toBe(true);
      expect(won('btts', home > 0 && away > 0 ? 'yes' : 'no')).toBe(true);
      expect(won('cs', home <= 4 && away <= 4 ? `${home}-${away}` : 'other')).toBe(true);
      expect(
        won(
          'ht_1x2',
          ['home', 'draw', 'away'][Math.sign(scoreboard.periods[0]!.away - scoreboard.periods[0]!.home) + 1]!,
        ),
      ).toBe(true);
      if (home === away) {
        draws++;
        // Draw no bet and the Asian handicap level (0) return the stakes on a draw.
        expect(voidOutcomeIds).toEqual(
          expect.arrayContaining([
            `${event.id}/dnb/home`,
            `${event.id}/dnb/away`,
            `${event.id}/asian_ah:0/home`,
            `${event.id}/asian_ah:0/away`,
          ]),
        );
        expect(voidOutcomeIds.every((id) => /\/(dnb|asian_ah:0|asian_ou:[23])\//.test(id))).toBe(true);
      } else expect(won('dnb', home > away ? 'home' : 'away')).toBe(true);
      // Asian lines: a push returns the stakes, otherwise the side on the right of the line wins.
      const total = home + away;
      for (const line of [2, 3]) {
        if (total === line) expect(voidOutcomeIds).toContain(`${event.id}/asian_ou:${line}/over`);
        else expect(won(`asian_ou:${line}`, total > line ? 'over' : 'under')).toBe(true);
      }
      for (const line of [-1, 0, 1]) {
        if (home + line === away) expect(voidOutcomeIds).toContain(`${event.id}/asian_ah:${line}/home`);
        else expect(won(`asian_ah:${line}`, home + line > away ? 'home' : 'away')).toBe(true);
      }
      // Anytime goalscorer: exactly the players who scored.
      const scorers = winningOutcomeIds.filter((id) => id.includes('/anytime_scorer/'));
      expect(scorers.length).toBeLessThanOrEqual(home + away);
      expect(scorers.length > 0).toBe(home + away > 0);
      // The first goalscorer is someone when the match had goals.
      expect(won('first_scorer', 'none')).toBe(home + away === 0);
    }
    expect(draws).toBeGreaterThan(0);
  });

  it('settles the winner of other sports on the final score and set scores on sets won', () => {
    for (const event of finished.filter((candidate) => candidate.sport !== 'football')) {
      const { scoreboard, winningOutcomeIds } = feed.result(event, T0)!;
      const main = feed.mainMarket(event, T0)!;
      const winner = main.outcomes.find((outcome) => winningOutcomeIds.includes(outcome.id))!;
      if (main.type === 'winner') {
        expect(scoreboard.home).not.toBe(scoreboard.away);
        expect(winner.code).toBe(scoreboard.home > scoreboard.away ? 'home' : 'away');
      }
      const setScore = `${event.id}/set_score/${scoreboard.home}-${scoreboard.away}`;
      if (feed.markets(event, T0).some((market) => market.type === 'set_score')) {
        expect(winningOutcomeIds).toContain(setScore);
      }
    }
  });

  it('shows a live scoreboard that only counts up during the match and ends on the result', () => {
    for (const event of sampleEvents(feed, T0 - 2 * DAY, 2)) {
      let previous = { home: 0, away: 0, period: 1, phase: 'live' };
      for (let at = event.startsAt; at < event.endsAt; at += 60_000) {
        const board = feed.scoreboard(event, at)!;
        // A match may be over before the event's end (straight sets, a knockout): it then shows the final.
        if (previous.phase === 'finished') expect(board).toEqual(previous);
        if (board.phase === 'finished') expect(board).toEqual(feed.result(event, event.endsAt)!.scoreboard);
        expect(board.home).toBeGreaterThanOrEqual(previous.home);
        expect(board.away).toBeGreaterThanOrEqual(previous.away);
        expect(board.period).toBeGreaterThanOrEqual(previous.period);
        previous = board;
      }
      const final = feed.result(event, event.endsAt)!.scoreboard;
      expect(final.home).toBeGreaterThanOrEqual(previous.home);
      expect(final.away).toBeGreaterThanOrEqual(previous.away);
    }
  });
});
