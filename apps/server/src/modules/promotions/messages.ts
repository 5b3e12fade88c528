import { GREEK_LANGUAGE_ID } from '@playline/contract';

/**
 * The promotions' refusals in English and Greek. They live beside the module (the server's shared catalogue in
 * `i18n/` belongs to the accounts work); the web shows its own wording for most of them anyway.
 */
const EN = {
  notFound: 'This promotion does not exist or has ended.',
  shopSession: 'Promotions are not available at the shop.',
  noOptIn: 'This promotion needs no opt-in: it applies to every player.',
  notStarted: 'This promotion has not started yet.',
  ended: 'This promotion has ended.',
  excluded: 'Promotions are not available while your account is in a time-out or self-exclusion.',
} as const;

export type PromotionMessageKey = keyof typeof EN;

const EL: Record<PromotionMessageKey, string> = {
  notFound: 'Αυτή η προσφορά δεν υπάρχει ή έχει λήξει.',
  shopSession: 'Οι προσφορές δεν είναι διαθέσιμες στο κατάστημα.',
  noOptIn: 'Αυτή η προσφορά δεν χρειάζεται συμμετοχή: ισχύει για όλους τους παίκτες.',
  notStarted: 'Αυτή η προσφορά δεν έχει ξεκινήσει ακόμη.',
  ended: 'Αυτή η προσφορά έχει λήξει.',
  excluded: 'Οι προσφορές δεν είναι διαθέσιμες όσο ο λογαριασμός σας είναι σε διάλειμμα ή αυτοαποκλεισμό.',
};

export const promotionMessage = (languageId: number, key: PromotionMessageKey): string =>
  languageId === GREEK_LANGUAGE_ID ? EL[key] : EN[key];
