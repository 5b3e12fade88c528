import { isVirtualSport, SPORT_KEYS, type SportKey } from '@playline/contract/sports';
import type { FeedCompetitor, FeedLeague } from './adapter';
import { CALENDARS, type Calendar } from './calendar/index';
import { COUNTRY_BY_CODE, type FeedCountry, slug } from './names/countries';
import { clubName, personName, styleFor, uniqueNames } from './names/generate';
import { LEAGUE_ROWS } from './names/leagues-data';
import { normalFrom, rand } from './prng';
import { playsFootball, SPORT_PROFILES, type SportProfile } from './sports';

export interface SimPlayer {
  id: number;
  name: string;
  /** Share of the team's goals this player scores (the squad's shares sum to 1). */
  share: number;
}

export interface SimCompetitor extends FeedCompetitor {
  leagueId: number;
  /** Strength on a standard normal scale; each sport's model turns it into goals, points or set chances. */
  rating: number;
  /** Scorers for goalscorer markets (football); empty elsewhere. */
  players: SimPlayer[];
}

export interface SimLeague extends FeedLeague {
  profile: SportProfile;
  /** When the league plays, in its local time. */
  calendar: Calendar;
  /** Hours from UTC of the league's kick-offs: its calendar's venue, else its country's. */
  utcOffset: number;
  competitors: SimCompetitor[];
}

const SQUAD_SIZE = 14;
/** Goal shares by squad position: strikers first, defenders last. */
const SQUAD_WEIGHTS = [9, 8, 6, 5, 4, 4, 3, 3, 2, 2, 1.5, 1, 1, 0.5];
const SQUAD_WEIGHT_SUM = SQUAD_WEIGHTS.reduce((sum, weight) => sum + weight, 0);

/** Ids are stable numbers: league = sport index * 100 + row; competitor = league * 100 + n; player = competitor * 100 + n. */
function buildLeague(seed: string, sport: SportKey, sportIndex: number, row: number): SimLeague {
  const [code, name, size, popular, calendarKey] = LEAGUE_ROWS[sport][row]!;
  const country: FeedCountry = COUNTRY_BY_CODE.get(code)!;
  const profile = SPORT_PROFILES[sport];
  const calendar: Calendar = CALENDARS[calendarKey];
  const id = (sportIndex + 1) * 100 + row + 1;
  const key = `league:${id}`;
  const styles = Array.from({ length: size }, (_, n) => styleFor(country.style, code, rand(seed, key, 'style', n)));
  const names = uniqueNames(size, (attempt) => {
    const n = Number.parseInt(attempt, 10);
    const style = styles[n]!;
    return profile.teams
      ? clubName(style, sport === 'esports', seed, `${key}:team:${attempt}`)
      : personName(style, seed, `${key}:person:${attempt}`);
  });
  const competitors = names.map((competitorName, n): SimCompetitor => {
    const competitorId = id * 100 + n + 1;
    const rating = Math.max(
      -2.5,
      Math.min(2.5, normalFrom(rand(seed, 'rating', competitorId), rand(seed, 'rating2', competitorId))),
    );
    const playerNames = playsFootball(sport)
      ? uniqueNames(SQUAD_SIZE, (attempt) => personName(styles[n]!, seed, `player:${competitorId}:${attempt}`))
      : [];
    const players = playerNames.map((playerName, k) => ({
      id: competitorId * 100 + k + 1,
      name: playerName,
      share: SQUAD_WEIGHTS[k]! / SQUAD_WEIGHT_SUM,
    }));
    return { id: competitorId, name: competitorName, leagueId: id, rating, players };
  });
  return {
    id,
    key: slug(`${code}-${name}`),
    name,
    sport,
    country: { key: country.key, code: country.code, name: country.name },
    popular,
    rank: row + 1,
    // Virtual seasons last under two hours: no table or outrights to follow, only the rounds.
    hasStandings: profile.teams && !isVirtualSport(sport),
    hasOutrights: !isVirtualSport(sport),
    profile,
    calendar,
    utcOffset: calendar.utcOffset ?? country.utcOffset,
    competitors,
  };
}

export interface Catalogue {
  leagues: readonly SimLeague[];
  league(id: number): SimLeague | undefined;
  competitor(id: number): SimCompetitor | undefined;
}

export function buildCatalogue(seed: string): Catalogue {
  const leagues = SPORT_KEYS.flatMap((sport, sportIndex) =>
    LEAGUE_ROWS[sport].map((_, row) => buildLeague(seed, sport, sportIndex, row)),
  );
  const byId = new Map(leagues.map((league) => [league.id, league]));
  return {
    leagues,
    league: (id) => byId.get(id),
    competitor: (id) => byId.get(Math.floor(id / 100))?.competitors[(id % 100) - 1],
  };
}
