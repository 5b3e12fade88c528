import { isVirtualSport, type SearchResult } from '@playline/contract/sports';
import type { FeedAdapter } from './feed/adapter';
import { leagueOf, summariesOf } from './present';
import type { Snapshot } from './snapshot';
import { foldText } from './text-match';

const LEAGUES_MAX = 20;
const EVENTS_MAX = 50;

/**
 * GET /api/sports/search: leagues whose name (or country) matches, and live or upcoming events whose teams or
 * league match, ignoring case and accents. Folded names are remembered: the feed's names are a finite set.
 */
export class Search {
  readonly #folded = new Map<string, string>();

  constructor(readonly feed: FeedAdapter) {}

  #fold(name: string): string {
    let folded = this.#folded.get(name);
    if (folded === undefined) {
      folded = foldText(name);
      this.#folded.set(name, folded);
    }
    return folded;
  }

  find(snapshot: Snapshot, q: string): SearchResult {
    const needle = foldText(q.trim());
    const matches = (name: string) => this.#fold(name).includes(needle);
    const leagues = this.feed
      .leagues()
      .filter((league) => !isVirtualSport(league.sport) && (matches(league.name) || matches(league.country.name)))
      .sort((a, b) => Number(b.popular) - Number(a.popular) || a.rank - b.rank || a.id - b.id);
    const leagueMatches = new Set(leagues.filter((league) => matches(league.name)).map((league) => league.id));
    const events = snapshot.offered
      .map((offer) => offer.event)
      .filter((event) => leagueMatches.has(event.leagueId) || matches(event.home.name) || matches(event.away.name));
    return {
      leagues: leagues
        .slice(0, LEAGUES_MAX)
        .map((league) => leagueOf(league, snapshot.prematchByLeague.get(league.id) ?? 0)),
      events: summariesOf(this.feed, events.slice(0, EVENTS_MAX), snapshot.at),
    };
  }
}
