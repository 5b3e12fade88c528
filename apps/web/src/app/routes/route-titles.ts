import { ROUTES, type RouteDef, type RouteName } from '@playline/contract/routes';
import type { TextKey } from '@playline/contract/texts';
import { navItemForArea } from '#app/components/nav-items.ts';

/** Titles of routes whose name says more than their area's navigation label. */
const TITLES: Partial<Record<RouteName, TextKey>> = {
  Login: 'Header.Login',
  Logout: 'Page.Logout',
  Device: 'Page.Device',
  Chat: 'Header.Chat',
  Register: 'Header.Register',
  ForgotPassword: 'Page.ForgotPassword',
  AccessDenied: 'Page.AccessDenied',
  SportsHomeLive: 'Nav.LiveNow',
  CasinoVendors: 'Nav.Vendors',
  CasinoVendorList: 'Nav.Vendors',
  CasinoFavorites: 'Nav.Favorites',
  CasinoExperience: 'Casino.Experience',
  GamesHomePage: 'Page.Games',
  GamesCategory: 'Page.Games',
  GamesCasinoGame: 'Page.Games',
  Netent: 'Nav.Casino',
  Help_HomePage: 'Help.Home',
  Help_FaqPage: 'Help.Faq',
  Help_TermsAndConditionsPage: 'Help.Terms',
  Help_PrivacyPolicyPage: 'Help.Privacy',
  Help_LiveStreamingPage: 'Help.LiveStreaming',
  Help_BettingRulesPage: 'Help.BettingRules',
  Help_CookiePolicyPage: 'Help.CookiePolicy',
  Help_BonusGeneralRulesPage: 'Help.BonusRules',
  Help_TaxInfoPage: 'Help.Tax',
  Help_ResponsibleGamblingPage: 'Help.ResponsibleGambling',
  Help_PaymentMethods: 'Help.PaymentMethods',
  Help_ContactUs: 'Help.ContactUs',
  Help_Chat: 'Help.Chat',
  PwaLandingPage: 'Page.App',
  PwaCasinoLandingPage: 'Page.App',
  PwaSportsLandingPage: 'Page.App',
  MyAccount: 'Page.MyAccount',
  Deposit: 'Page.Deposit',
  Transactions: 'Page.Transactions',
  Withdraw: 'Page.Withdraw',
  SaferGambling: 'Page.SaferGambling',
  Slip: 'Page.Slip',
  SlipTest: 'Page.SlipTest',
  MyBets: 'Page.MyBets',
  ShopCashDesk: 'CashDesk.Title',
  SiteInfo: 'Site.Title',
  AdminChat: 'Chat.Console.Title',
};

/** The text key of a route's page title: its own, else its area's navigation label. */
export function routeTitleKey(name: RouteName): string {
  const own = TITLES[name];
  if (own) return own;
  const def: RouteDef = ROUTES[name];
  return (def.area && navItemForArea(def.area)?.label) || 'Help.Home';
}
