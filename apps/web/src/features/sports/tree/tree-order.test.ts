import type { League, SportDetail, SportSummary } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { countriesAtoZ, leaguesAtoZ, sportsAtoZ } from './tree-order';

const sport = (key: SportSummary['key'], prematchCount: number, liveCount = 0): SportSummary => ({
  key,
  prematchCount,
  liveCount,
  outrightCount: 0,
});
const GREEK_SPORTS: Record<string, string> = {
  football: 'Ποδόσφαιρο',
  basketball: 'Μπάσκετ',
  tennis: 'Τένις',
  darts: 'Βελάκια',
  esports: 'Esports',
};

type Country = SportDetail['countries'][number];
const country = (key: string, code: string, name: string, eventCount: number): Country => ({
  key,
  code,
  name,
  eventCount,
  leagues: [],
});
const league = (key: string, name: string, eventCount: number): League => ({
  id: name.length,
  key,
  name,
  sport: 'football',
  country: { key: 'x', code: 'XX', name: 'X' },
  popular: false,
  rank: 1,
  eventCount,
  hasOutrights: false,
  hasStandings: true,
});

describe('the sports tree order', () => {
  it('lists sports with matches to come or in play A–Z in the reader’s language', () => {
    const sports = [sport('football', 600), sport('basketball', 0, 2), sport('tennis', 0), sport('darts', 12)];
    const english = sportsAtoZ(sports, (each) => each.key, 'en-us').map((each) => each.key);
    expect(english).toEqual(['basketball', 'darts', 'football']);
    const greek = sportsAtoZ(sports, (each) => GREEK_SPORTS[each.key] ?? each.key, 'el-gr').map((each) => each.key);
    // Β, Μ, Π: the Greek alphabet's order, not the English names' or the catalogue's.
    expect(greek).toEqual(['darts', 'basketball', 'football']);
  });

  it('lists countries with matches A–Z, accents beside their letters, the brand’s market first', () => {
    const countries = [
      country('turkiye', 'TR', 'Türkiye', 18),
      country('greece', 'GR', 'Greece', 26),
      country('austria', 'AT', 'Austria', 10),
      country('tunisia', 'TN', 'Tunisia', 0),
      country('europe', 'EU', 'Europe', 32),
    ];
    const byName = (each: Country) => each.name;
    expect(countriesAtoZ(countries, byName, 'en-us').map((each) => each.key)).toEqual([
      'austria',
      'europe',
      'greece',
      'turkiye',
    ]);
    expect(countriesAtoZ(countries, byName, 'en-us', { marketCountry: 'GR' }).map((each) => each.key)).toEqual([
      'greece',
      'austria',
      'europe',
      'turkiye',
    ]);
    // The country on screen stays, even with nothing to come.
    expect(countriesAtoZ(countries, byName, 'en-us', { keep: 'tunisia' }).map((each) => each.key)).toContain('tunisia');
  });

  it('lists leagues with matches A–Z and keeps the one on screen', () => {
    const leagues = [league('b', 'Serie Nazionale', 22), league('a', 'Serie Cadetti', 22), league('c', 'Coppa', 0)];
    expect(leaguesAtoZ(leagues, 'en-us').map((each) => each.key)).toEqual(['a', 'b']);
    expect(leaguesAtoZ(leagues, 'en-us', 'c').map((each) => each.key)).toEqual(['c', 'a', 'b']);
  });
});
