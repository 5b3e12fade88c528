import type { Area } from '../areas';
import { DEFAULT_LANGUAGE_ID, GREEK_LANGUAGE_ID, type LanguageId } from '../languages';
import type { ThemeName } from '../theme/themes';
import { MAIN_NAV_ORDER, NAV_ITEMS, type NavKey } from './navigation';
import { DEFAULT_SPORTS_FOCUS, type SportsFocus } from './sports-focus';

export { DEFAULT_SPORTS_FOCUS, focusCountriesFirst, focusRank, type SportsFocus } from './sports-focus';

/** Teaser zones of the Greek-market brand (spec §9). */
export const GREEK_ZONES = {
  sportsServices: 13,
  sportsCrossSelling: 51,
  casinoPromotions: 52,
  casinoCalendar: 53,
  liveCasinoPromotions: 54,
  liveCasinoCalendar: 55,
} as const;
export type ZoneName = keyof typeof GREEK_ZONES;

export interface BrandConfig {
  siteId: number;
  /** Sites of one brand (second sites and shop variants) share accounts, texts and teasers through this key. */
  brandKey: string;
  name: string;
  kind: 'web' | 'shop';
  /** The web site a shop variant maps to (spec §1). */
  baseSiteId: number | null;
  theme: ThemeName;
  /** The brand's product areas, in home-page order; the first is the home page. */
  areas: Area[];
  /** Areas with a route on this site: the brand's areas plus the sports-derived ones. */
  routeAreas: Area[];
  isShop: boolean;
  hasChat: boolean;
  hasCookiePolicy: boolean;
  hideRegistration: boolean;
  loginContactUs: boolean;
  zones: typeof GREEK_ZONES | null;
  /** Greek market: winnings taxed per slip (design §8). */
  taxesWinnings: boolean;
  /** The market's safer-gambling and registration rules (issue 19). */
  market: MarketRules;
  /** What one player may stand to win on one outcome and on one event over all their open bets (see below). */
  liabilityLimits: LiabilityLimits;
  /** The sports and countries the brand's sports pages lead with (highlights, country lists). */
  sportsFocus: SportsFocus;
  defaultLanguageId: LanguageId;
  currencyCode: string;
  installerHideDays: number;
  reloadOnVisibleSeconds: number;
  /** A visitor is invited to register at most once per this many days (web brands that allow registration). */
  registrationPromptDays: number;
  mainMenu: NavKey[];
  drawer: NavKey[];
  sportsMenu: NavKey[];
  casinoMenu: NavKey[];
  hosts: string[];
}

/**
 * Caps on a player's liability, EUR minor units: the sum over their open bets of potential return minus stake. A
 * bet counts in full on every outcome and every event it has a leg on (a multiple's win needs all its legs, so each
 * leg's event carries all of it): conservative, and splitting a stake over many bets no longer multiplies the cap.
 */
export interface LiabilityLimits {
  perOutcome: number;
  perEvent: number;
}

/** The caps of every brand that sets none: one maximum payout per outcome, two and a half per event. */
export const DEFAULT_LIABILITY_LIMITS: LiabilityLimits = { perOutcome: 10_000_000, perEvent: 25_000_000 };

/**
 * A market's rules (Hellenic Gaming Commission for the Greek brand; the UK Gambling Commission's RTS 12 and
 * licence codes 3.5.3/3.5.4 as the reference elsewhere).
 */
export interface MarketRules {
  /** The market's country (ISO 3166-1 alpha-2), listed first at registration; null for an international brand. */
  countryCode: string | null;
  minimumAge: number;
  /** Before the first deposit the player sets a deposit limit and a session time limit (and registration asks). */
  mandatoryLimits: boolean;
  /** How long a raised or removed limit waits before it applies. */
  coolingOffHours: number;
  /** A limit warns once this share of it is used, per cent. */
  warningPercent: number;
  /** Withdrawals wait until the player's identity is verified. */
  withdrawalsNeedKyc: boolean;
}

export const DEFAULT_MARKET_RULES: MarketRules = {
  countryCode: null,
  minimumAge: 18,
  mandatoryLimits: false,
  coolingOffHours: 24,
  warningPercent: 80,
  withdrawalsNeedKyc: false,
};

export const GREEK_MARKET_RULES: MarketRules = {
  countryCode: 'GR',
  minimumAge: 21,
  mandatoryLimits: true,
  coolingOffHours: 24,
  warningPercent: 80,
  withdrawalsNeedKyc: true,
};

interface BrandSeed {
  brandKey: string;
  name: string;
  theme: ThemeName;
  areas: Area[];
  hideRegistration?: boolean;
  greek?: boolean;
  defaultLanguageId?: LanguageId;
  loginContactUs?: boolean;
  liabilityLimits?: LiabilityLimits;
  sportsFocus?: SportsFocus;
}

const BRANDS = {
  playline: { brandKey: 'playline', name: 'Playline', theme: 'midnight', areas: ['sports', 'casino', 'liveCasino'] },
  hellas: {
    brandKey: 'hellas',
    name: 'Hellas Bet',
    theme: 'aegean',
    areas: ['sports', 'live', 'casino', 'liveCasino', 'virtual', 'promotions'],
    greek: true,
    defaultLanguageId: GREEK_LANGUAGE_ID,
    loginContactUs: true,
    // Greek players bet on football and basketball above all, Greek leagues first.
    sportsFocus: { sports: ['football', 'basketball', 'tennis'], countries: ['GR'] },
  },
  arena: { brandKey: 'arena', name: 'Arena', theme: 'arena', areas: ['sports', 'live', 'casino', 'virtual'] },
  kickoff: { brandKey: 'kickoff', name: 'Kickoff', theme: 'pitch', areas: ['sports', 'live'] },
  goalline: {
    brandKey: 'goalline',
    name: 'Goalline',
    theme: 'goalline',
    areas: ['sports', 'live'],
    hideRegistration: true,
  },
  northstar: {
    brandKey: 'northstar',
    name: 'Northstar',
    theme: 'northstar',
    areas: ['sports', 'live', 'casino', 'liveCasino'],
  },
  crimson: {
    brandKey: 'crimson',
    name: 'Crimson',
    theme: 'crimson',
    areas: ['sports', 'live', 'casino', 'liveCasino', 'virtual'],
  },
  emerald: {
    brandKey: 'emerald',
    name: 'Emerald',
    theme: 'emerald',
    areas: ['sports', 'live', 'casino'],
    hideRegistration: true,
  },
  royal: { brandKey: 'royal', name: 'Royal', theme: 'royal', areas: ['sports', 'live', 'casino', 'liveCasino'] },
  sunset: {
    brandKey: 'sunset',
    name: 'Sunset',
    theme: 'sunset',
    areas: ['sports', 'live', 'casino', 'liveCasino', 'virtual', 'promotions'],
    hideRegistration: true,
  },
} as const satisfies Record<string, BrandSeed>;

const SPORTS_DERIVED: Area[] = ['statistics', 'liveScores'];

function navFor(routeAreas: Area[], keys: NavKey[]): NavKey[] {
  return keys.filter((key) => {
    const area = NAV_ITEMS[key].area;
    return area === null || routeAreas.includes(area);
  });
}

function webSite(siteId: number, seed: BrandSeed, overrides: Partial<BrandConfig> = {}): BrandConfig {
  const routeAreas: Area[] = [...seed.areas, ...SPORTS_DERIVED];
  if (seed.areas.includes('live')) routeAreas.push('schedule');
  const mainMenu = navFor(routeAreas, MAIN_NAV_ORDER);
  return {
    siteId,
    brandKey: seed.brandKey,
    name: seed.name,
    kind: 'web',
    baseSiteId: null,
    theme: seed.theme,
    areas: [...seed.areas],
    routeAreas,
    isShop: false,
    hasChat: seed.greek === true,
    hasCookiePolicy: seed.greek === true,
    hideRegistration: seed.hideRegistration === true,
    loginContactUs: seed.loginContactUs === true,
    zones: seed.greek ? GREEK_ZONES : null,
    taxesWinnings: seed.greek === true,
    liabilityLimits: seed.liabilityLimits ?? DEFAULT_LIABILITY_LIMITS,
    sportsFocus: seed.sportsFocus ?? DEFAULT_SPORTS_FOCUS,
    market: seed.greek ? GREEK_MARKET_RULES : DEFAULT_MARKET_RULES,
    defaultLanguageId: seed.defaultLanguageId ?? DEFAULT_LANGUAGE_ID,
    currencyCode: 'EUR',
    installerHideDays: 7,
    reloadOnVisibleSeconds: 15 * 60,
    registrationPromptDays: 3,
    mainMenu,
    drawer: [...mainMenu, 'help'],
    sportsMenu: navFor(routeAreas, ['sportsBook', 'sportsLiveNow', 'schedule', 'statistics', 'liveScores']),
    casinoMenu: navFor(routeAreas, ['casino', 'liveCasino', 'virtualGames', 'casinoVendors', 'casinoFavorites']),
    hosts: [`${seed.brandKey}.test`, `www.${seed.brandKey}.test`],
    ...overrides,
  };
}

/** Shop variants have sports and live betting only; no registration, chat or deposit (spec §1, §6). */
function shopSite(siteId: number, base: BrandConfig): BrandConfig {
  const routeAreas: Area[] = ['sports', 'live', 'schedule', ...SPORTS_DERIVED];
  return {
    ...base,
    siteId,
    name: `${base.name} Shop`,
    kind: 'shop',
    baseSiteId: base.siteId,
    areas: ['sports', 'live'],
    routeAreas,
    isShop: true,
    hasChat: false,
    hasCookiePolicy: false,
    hideRegistration: true,
    loginContactUs: false,
    installerHideDays: 30,
    reloadOnVisibleSeconds: 5 * 60,
    registrationPromptDays: 0,
    mainMenu: ['sportsBook', 'liveBetting', 'schedule', 'statistics', 'liveScores'],
    drawer: ['sportsBook', 'schedule', 'statistics', 'liveScores'],
    sportsMenu: ['sportsBook', 'sportsLiveNow', 'schedule', 'statistics', 'liveScores'],
    casinoMenu: [],
    hosts: [`shop.${base.brandKey}.test`],
  };
}

const site1 = webSite(1, BRANDS.playline);
const site44 = webSite(44, BRANDS.hellas, { installerHideDays: 3 });
const site77 = webSite(77, BRANDS.arena);
const site84 = webSite(84, BRANDS.kickoff);
const site123 = webSite(123, BRANDS.goalline);
const site127 = webSite(127, BRANDS.northstar);
const site135 = webSite(135, BRANDS.crimson);
const site137 = webSite(137, BRANDS.emerald);
const site141 = webSite(141, BRANDS.royal);
const site143 = webSite(143, BRANDS.sunset);

const secondSite = (siteId: number, base: BrandConfig, extra: Partial<BrandConfig> = {}): BrandConfig => ({
  ...base,
  siteId,
  name: `${base.name} (second site)`,
  hosts: [`${base.brandKey}${siteId}.test`],
  ...extra,
});

/** The 24 sites of design §5, keyed by site id. */
export const SITES: Record<number, BrandConfig> = Object.fromEntries(
  [
    site1,
    site44,
    shopSite(54, site44),
    site77,
    shopSite(78, site77),
    site84,
    shopSite(109, site84),
    site123,
    shopSite(124, site123),
    site127,
    shopSite(128, site127),
    site135,
    shopSite(136, site135),
    site137,
    shopSite(138, site137),
    site141,
    shopSite(142, site141),
    site143,
    shopSite(144, site143),
    secondSite(145, site1),
    secondSite(146, site77),
    secondSite(147, site127),
    secondSite(149, site44, {
      name: 'Hellas Bet International',
      defaultLanguageId: DEFAULT_LANGUAGE_ID,
      loginContactUs: false,
    }),
    secondSite(151, site135),
  ].map((site) => [site.siteId, site]),
);

export const DEFAULT_SITE_ID = 1;

/** The site's configuration; an unknown id gets the default brand configuration (spec §1). */
export function brandForSite(siteId: number, defaultSiteId = DEFAULT_SITE_ID): BrandConfig {
  return SITES[siteId] ?? SITES[defaultSiteId] ?? site1;
}

export { hasArea } from '../areas';

/** A brand's market rules by its key (every site of a brand shares them); the defaults for an unknown key. */
export function marketRulesOf(brandKey: string): MarketRules {
  const site = Object.values(SITES).find((candidate) => candidate.brandKey === brandKey);
  return site?.market ?? DEFAULT_MARKET_RULES;
}

/** A brand's liability caps by its key (every site of a brand shares them); the defaults for an unknown key. */
export function liabilityLimitsOf(brandKey: string): LiabilityLimits {
  const site = Object.values(SITES).find((candidate) => candidate.brandKey === brandKey);
  return site?.liabilityLimits ?? DEFAULT_LIABILITY_LIMITS;
}
