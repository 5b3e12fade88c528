import type { HelpSlug } from '@playline/contract/help';
import type { TextKey } from '@playline/contract/texts';

/** Each page's name in the UI texts: the heading while the page loads, or when it could not be loaded. */
export const HELP_TITLE_KEYS: Record<HelpSlug, TextKey> = {
  faq: 'Help.Faq',
  'betting-rules': 'Help.BettingRules',
  'bonus-rules': 'Help.BonusRules',
  'payment-methods': 'Help.PaymentMethods',
  'responsible-gambling': 'Help.ResponsibleGambling',
  'live-streaming': 'Help.LiveStreaming',
  tax: 'Help.Tax',
  terms: 'Help.Terms',
  privacy: 'Help.Privacy',
  'cookie-policy': 'Help.CookiePolicy',
  'contact-us': 'Help.ContactUs',
};
