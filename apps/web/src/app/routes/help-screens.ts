import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

const help = () => import('#app/features/help/help-screens.tsx');

/**
 * The help screens (issue 9); the feature is one lazily loaded chunk (the pages share almost all of it). Help_Chat
 * is the chat feature's. Whether a brand offers a page (tax, cookie policy) is the brand guard's call.
 */
export const HELP_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  Help_HomePage: async () => (await help()).HelpHomePage,
  Help_FaqPage: async () => (await help()).helpPageScreen('faq'),
  Help_TermsAndConditionsPage: async () => (await help()).helpPageScreen('terms'),
  Help_PrivacyPolicyPage: async () => (await help()).helpPageScreen('privacy'),
  Help_LiveStreamingPage: async () => (await help()).helpPageScreen('live-streaming'),
  Help_BettingRulesPage: async () => (await help()).helpPageScreen('betting-rules'),
  Help_CookiePolicyPage: async () => (await help()).helpPageScreen('cookie-policy'),
  Help_BonusGeneralRulesPage: async () => (await help()).helpPageScreen('bonus-rules'),
  Help_TaxInfoPage: async () => (await help()).helpPageScreen('tax'),
  Help_ResponsibleGamblingPage: async () => (await help()).helpPageScreen('responsible-gambling'),
  Help_PaymentMethods: async () => (await help()).helpPageScreen('payment-methods'),
  Help_ContactUs: async () => (await help()).ContactPage,
};
