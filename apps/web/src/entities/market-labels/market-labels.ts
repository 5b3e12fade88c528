import type { Market, MarketGroup, Outcome } from '@playline/contract/sports';
import { SPORT_LIVE, type SportKey } from '@playline/contract/sports-keys';

/**
 * Names of markets, outcomes and countries from the catalogue's language-neutral keys (`Market.*`, `Outcome.*`,
 * `Country.*`), shared by the sports screens, the bet slip and my bets.
 */
import type { TranslateFn } from '#app/lib/i18n/translator.ts';

/** "+1.5" / "-1.5" / "0": a handicap line with its sign, as bookmakers print it. */
export function signedLine(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}

/** "Total 2.5", "Handicap -1.5", "Set 2, game 5 winner": the market's translated name with its line. */
export function marketName(t: TranslateFn, market: Pick<Market, 'type' | 'line'>): string {
  if (market.type === 'game_winner' && market.line !== null) {
    // A game's line is its set and its number in the set: 2.05 is set 2, game 5.
    const set = Math.floor(market.line);
    return t('Market.game_winner', { set: String(set), game: String(Math.round((market.line - set) * 100)) });
  }
  const signed = market.type === 'ah' || market.type === 'asian_ah';
  const line = market.line === null ? '' : signed ? signedLine(market.line) : String(market.line);
  return t(`Market.${market.type}`, { line }).trim();
}

/** A tab's name in the sport's words: the totals of a sport that does not score goals are "Totals", not "Goals". */
export function marketGroupName(t: TranslateFn, group: MarketGroup, sport: SportKey): string {
  return group === 'goals' && SPORT_LIVE[sport].scores !== 'goals'
    ? t('MarketGroup.totals')
    : t(`MarketGroup.${group}`);
}

const TEAM_OR_PLAYER = /^[tp]\d+$/;
const SCORE = /^\d+-\d+$/;
const METHOD = /^(home|away)_(ko|submission|decision)$/;
const SIDES: Record<string, string> = { home: 'Outcome.home', draw: 'Outcome.draw', away: 'Outcome.away' };

/** The translated text of a code, or null when the catalogue has none (it answers the key itself then). */
function known(t: TranslateFn, key: string, params?: Record<string, string>): string | null {
  const text = t(key, params);
  return text === key ? null : text;
}

/**
 * The short label of an outcome for an odds button: "1", "X", "Over 2.5", "1 -1.5", "2-1", "1/X", a team or
 * player's name, "Rivera by KO/TKO". Unknown codes fall back to the outcome's name, else the code itself.
 */
export function outcomeLabel(
  t: TranslateFn,
  outcome: Pick<Outcome, 'code' | 'name'>,
  market: Pick<Market, 'type' | 'line'>,
  teams?: { home: { name: string }; away: { name: string } },
): string {
  const { code } = outcome;
  if (TEAM_OR_PLAYER.test(code)) return outcome.name ?? code;
  if (SCORE.test(code)) return code;
  if (market.type === 'htft' && code.includes('/')) {
    return code
      .split('/')
      .map((side) => (SIDES[side] ? t(SIDES[side]) : side))
      .join('/');
  }
  const method = METHOD.exec(code);
  if (method) {
    const team = teams ? teams[method[1] as 'home' | 'away'].name : (outcome.name ?? '');
    return t(`Outcome.${code}`, { team });
  }
  const base = known(t, `Outcome.${code}`) ?? outcome.name ?? code;
  if (market.line === null) return base;
  if (code === 'over' || code === 'under') return `${base} ${market.line}`;
  if ((market.type === 'ah' || market.type === 'asian_ah') && (code === 'home' || code === 'away')) {
    return `${base} ${signedLine(code === 'home' ? market.line : -market.line)}`;
  }
  return base;
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesFor(locale: string): Intl.DisplayNames | null {
  if (!regionNames.has(locale)) {
    try {
      regionNames.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      regionNames.set(locale, null);
    }
  }
  return regionNames.get(locale) ?? null;
}

/** The two sides of an event name "Home – Away" as `outcomeLabel` takes them (outrights have none). */
export function teamsOf(eventName: string): { home: { name: string }; away: { name: string } } {
  const [home = '', away = ''] = eventName.split(/\s+[–-]\s+/);
  return { home: { name: home }, away: { name: away } };
}

/**
 * A country in the player's language: ISO codes through Intl ("Ηνωμένο Βασίλειο"), the catalogue's regions
 * (`INT`, `EU`, `WO`) through the texts, else the name the API gave.
 */
export function countryName(t: TranslateFn, country: { code: string; name: string }, locale: string): string {
  const region = known(t, `Country.${country.code}`);
  if (region) return region;
  if (!/^[A-Z]{2}$/.test(country.code)) return country.name;
  const name = regionNamesFor(locale)?.of(country.code);
  return name && name !== country.code ? name : country.name;
}
