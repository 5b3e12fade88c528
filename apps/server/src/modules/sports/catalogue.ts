import type { SportsFocus } from '@playline/contract/brands';
import type { SportKey } from '@playline/contract/sports';
import { Lru } from '#app/lib/lru.ts';
import { type Answer, answerOf, weightOf } from './answer';
import { type LeaguesQuery, leagueList, outrightList, sportDetail, sportsList } from './browse';
import { eventDetail, eventStatistics, leagueStandings } from './event-pages';
import { type EventsQuery, eventList, type LiveScoresQuery, liveScores, type ResultsQuery, resultList } from './events';
import type { FeedAdapter } from './feed/adapter';
import { highlights } from './highlights';
import { Search } from './search';
import { type Snapshot, SnapshotSource } from './snapshot';
import { virtualBoard } from './virtual-board';

/** Distinct answers kept, and their total size (characters of JSON plus compressed bytes, ~48 MB). */
const CACHED_ANSWERS = 2_000;
const CACHED_WEIGHT = 48 * 1024 * 1024;

/** A query as a cache key: its parsed values in a fixed key order, absent ones left out. */
export function queryKey(query: object): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** A brand's sports focus as a cache key: brands that lead with the same answer share it. */
const focusKey = (focus: SportsFocus) => `${focus.sports.join(',')}|${focus.countries.join(',')}`;

/**
 * The catalogue read API over a feed. Every answer is computed once per (route and query, feed version — live
 * version for answers with events in play) and kept
 * serialized, so the same list asked for again within a drift step costs a map lookup, not a recomputation or a
 * serialization or compression.
 */
export class Catalogue {
  readonly #answers = new Lru<string, Answer>(CACHED_ANSWERS, { maxWeight: CACHED_WEIGHT, weigh: weightOf });
  readonly #snapshots: SnapshotSource;
  readonly #search: Search;

  constructor(readonly feed: FeedAdapter) {
    this.#snapshots = new SnapshotSource(feed);
    this.#search = new Search(feed);
  }

  /**
   * `compute`'s answer for `key` in the current feed version, serialized; errors it throws are not cached. An
   * answer that holds events in play (`live`) is kept per live version instead, a much finer step, and computed
   * at the present instant: the snapshot's list of what is offered still holds (statuses change only at whole
   * minutes, with the version), its instant does not.
   */
  #json(key: string, compute: (snapshot: Snapshot) => unknown, live = false): Answer {
    const now = this.feed.now();
    const cacheKey = `${live ? `L${this.feed.liveVersion(now)}` : this.feed.version(now)} ${key}`;
    let answer = this.#answers.get(cacheKey);
    if (answer === undefined) {
      const snapshot = this.#snapshots.at(now);
      answer = answerOf(JSON.stringify(compute(live ? { ...snapshot, at: now } : snapshot)));
      this.#answers.set(cacheKey, answer);
    }
    return answer;
  }

  /** Whether the event is in play now (unknown events are not: their 404 is computed like any answer). */
  #inPlay(eventId: number): boolean {
    const event = this.feed.event(eventId);
    return event !== undefined && this.feed.status(event, this.feed.now()) === 'live';
  }

  sports = () => this.#json('sports', (snapshot) => sportsList(this.feed, snapshot));
  sport = (sport: SportKey, focus: SportsFocus) =>
    this.#json(`sport ${sport} ${focusKey(focus)}`, (snapshot) => sportDetail(this.feed, snapshot, sport, focus));
  events = (query: EventsQuery) =>
    this.#json(
      `events ${queryKey(query)}`,
      (snapshot) => eventList(this.feed, snapshot, query),
      query.status === 'live',
    );
  event = (eventId: number) =>
    this.#json(`event ${eventId}`, (snapshot) => eventDetail(this.feed, snapshot.at, eventId), this.#inPlay(eventId));
  statistics = (eventId: number) =>
    this.#json(
      `statistics ${eventId}`,
      (snapshot) => eventStatistics(this.feed, snapshot.at, eventId),
      this.#inPlay(eventId),
    );
  highlights = (focus: SportsFocus) =>
    this.#json(`highlights ${focusKey(focus)}`, (snapshot) => highlights(this.feed, snapshot, focus));
  leagues = (query: LeaguesQuery, focus: SportsFocus) =>
    this.#json(`leagues ${queryKey(query)} ${focusKey(focus)}`, (snapshot) =>
      leagueList(this.feed, snapshot, query, focus),
    );
  standings = (leagueId: number) =>
    this.#json(`standings ${leagueId}`, (snapshot) => leagueStandings(this.feed, snapshot.at, leagueId));
  outrights = (sport: SportKey, country: string | undefined, focus: SportsFocus) =>
    this.#json(`outrights ${sport} ${country?.toLowerCase() ?? ''} ${focusKey(focus)}`, (snapshot) =>
      outrightList(this.feed, snapshot.at, sport, country, focus),
    );
  search = (q: string) => {
    const needle = q.trim().toLowerCase();
    return this.#json(`search ${needle}`, (snapshot) => this.#search.find(snapshot, needle));
  };
  results = (query: ResultsQuery) =>
    this.#json(`results ${queryKey(query)}`, (snapshot) => resultList(this.feed, snapshot, query));
  /** Scores tick within a virtual round: kept per live version like any answer with events in play. */
  virtualBoard = (leagueId: number) =>
    this.#json(`virtual ${leagueId}`, (snapshot) => virtualBoard(this.feed, snapshot.at, leagueId), true);
  liveScores = (query: LiveScoresQuery) =>
    this.#json(`live ${queryKey(query)}`, (snapshot) => liveScores(this.feed, snapshot, query), true);
}
