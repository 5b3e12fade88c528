import type { Area } from '../areas';
import type { RouteName } from '../routes';

/** Icons the web maps onto lucide components; kept as names so the contract stays UI-free. */
export type NavIcon =
  | 'trophy'
  | 'radio'
  | 'calendar'
  | 'cherry'
  | 'video'
  | 'gamepad'
  | 'gift'
  | 'chart'
  | 'activity'
  | 'help'
  | 'store'
  | 'heart'
  | 'zap'
  | 'ticket';

export interface NavItem {
  icon: NavIcon;
  /** Text resource key of the label. */
  label: string;
  route: RouteName;
  /** The area whose presence decides whether a brand shows this entry; null = always available. */
  area: Area | null;
}

/** Every navigation entry a brand can show (spec §2: icon, label and target route). */
export const NAV_ITEMS = {
  sportsBook: { icon: 'trophy', label: 'Nav.SportsBook', route: 'Sports', area: 'sports' },
  liveBetting: { icon: 'radio', label: 'Nav.LiveBetting', route: 'SportsLive', area: 'live' },
  schedule: { icon: 'calendar', label: 'Nav.Schedule', route: 'Schedule', area: 'schedule' },
  casino: { icon: 'cherry', label: 'Nav.Casino', route: 'CasinoHomePage', area: 'casino' },
  liveCasino: { icon: 'video', label: 'Nav.LiveCasino', route: 'LiveCasinoHomePage', area: 'liveCasino' },
  virtualGames: { icon: 'gamepad', label: 'Nav.VirtualGames', route: 'VirtualGamesHomePage', area: 'virtual' },
  promotions: { icon: 'gift', label: 'Nav.Promotions', route: 'PromotionsIndexPage', area: 'promotions' },
  statistics: { icon: 'chart', label: 'Nav.Statistics', route: 'Statistics', area: 'statistics' },
  liveScores: { icon: 'activity', label: 'Nav.LiveScores', route: 'LiveScores', area: 'liveScores' },
  sportsLiveNow: { icon: 'zap', label: 'Nav.LiveNow', route: 'SportsHomeLive', area: 'live' },
  casinoVendors: { icon: 'store', label: 'Nav.Vendors', route: 'CasinoVendors', area: 'casino' },
  casinoFavorites: { icon: 'heart', label: 'Nav.Favorites', route: 'CasinoFavorites', area: 'casino' },
  myBets: { icon: 'ticket', label: 'Nav.MyBets', route: 'MyBets', area: 'sports' },
  help: { icon: 'help', label: 'Nav.Help', route: 'Help_HomePage', area: null },
} as const satisfies Record<string, NavItem>;

export type NavKey = keyof typeof NAV_ITEMS;

/** The order of the main navigation in the spec; My bets one tap away on sportsbook brands (issue 21). */
export const MAIN_NAV_ORDER: NavKey[] = [
  'sportsBook',
  'liveBetting',
  'myBets',
  'schedule',
  'casino',
  'liveCasino',
  'virtualGames',
  'promotions',
  'statistics',
  'liveScores',
];
