import { BETTING_RULES } from './betting-rules';
import { BONUS_RULES } from './bonus-rules';
import { CONTACT_US } from './contact-us';
import { COOKIE_POLICY } from './cookie-policy';
import { FAQ } from './faq';
import { HELLAS_CONTACT_US } from './hellas';
import { LIVE_STREAMING } from './live-streaming';
import { PAYMENT_METHODS } from './payment-methods';
import { PRIVACY } from './privacy';
import { RESPONSIBLE_GAMBLING } from './responsible-gambling';
import { TAX } from './tax';
import { TERMS } from './terms';
import type { HelpCopy } from './types';

/** Every brand's wording (brand key `*`). Whether a site offers a page is the route rule's call, not the seed's. */
export const COMMON_HELP: readonly HelpCopy[] = [
  FAQ,
  BETTING_RULES,
  BONUS_RULES,
  PAYMENT_METHODS,
  RESPONSIBLE_GAMBLING,
  LIVE_STREAMING,
  TAX,
  TERMS,
  PRIVACY,
  COOKIE_POLICY,
  CONTACT_US,
];

/** Brands' own pages, replacing the common one with the same slug and language. */
export const BRAND_HELP: Readonly<Record<string, readonly HelpCopy[]>> = {
  hellas: [HELLAS_CONTACT_US],
};
