import type { Area } from '@playline/contract';
import type { Bilingual } from '../brands';

/** The product areas a brand's seeded copy talks about, with their landing path. */
export type ContentArea = Extract<Area, 'sports' | 'live' | 'casino' | 'liveCasino' | 'virtual' | 'promotions'>;

export const CONTENT_AREAS: ContentArea[] = ['sports', 'live', 'casino', 'liveCasino', 'virtual', 'promotions'];

export const AREA_PATHS: Record<ContentArea, string> = {
  sports: '/sports',
  live: '/live',
  casino: '/casino',
  liveCasino: '/live-casino',
  virtual: '/virtual-games',
  promotions: '/promotions',
};

export const AREA_NAMES: Record<ContentArea, Bilingual> = {
  sports: { en: 'sports betting', el: 'αθλητικό στοίχημα' },
  live: { en: 'live betting', el: 'live στοίχημα' },
  casino: { en: 'casino', el: 'καζίνο' },
  liveCasino: { en: 'live casino', el: 'live καζίνο' },
  virtual: { en: 'virtual games', el: 'εικονικά παιχνίδια' },
  promotions: { en: 'promotions', el: 'προσφορές' },
};

export const AREA_SENTENCES: Record<ContentArea, Bilingual> = {
  sports: {
    en: 'Pre-match odds cover football, basketball, tennis and more than twenty other sports, with results, handicaps, totals and player markets on the leagues that matter.',
    el: 'Οι αποδόσεις πριν από τον αγώνα καλύπτουν ποδόσφαιρο, μπάσκετ, τένις και πάνω από είκοσι ακόμη αθλήματα, με αγορές τελικού αποτελέσματος, χάντικαπ, συνόλων και παικτών στις διοργανώσεις που μετράνε.',
  },
  live: {
    en: 'In-play betting follows every match minute by minute, with odds that move as the action does and a schedule of the events going live next.',
    el: 'Το live στοίχημα ακολουθεί κάθε αγώνα λεπτό προς λεπτό, με αποδόσεις που αλλάζουν μαζί με τη φάση και πρόγραμμα με τους αγώνες που ξεκινούν σε λίγο.',
  },
  casino: {
    en: 'The casino lobby holds hundreds of slots, table games and jackpots from leading studios, sorted by category and provider.',
    el: 'Το καζίνο περιλαμβάνει εκατοντάδες φρουτάκια, επιτραπέζια παιχνίδια και τζάκποτ από κορυφαία στούντιο, οργανωμένα ανά κατηγορία και πάροχο.',
  },
  liveCasino: {
    en: 'Live tables deal roulette, blackjack and baccarat around the clock: every seat plays the same round, and each draw can be checked once the round is over.',
    el: 'Τα live τραπέζια μοιράζουν ρουλέτα, μπλακτζάκ και μπακαρά όλο το εικοσιτετράωρο: όλες οι θέσεις παίζουν τον ίδιο γύρο και κάθε κλήρωση ελέγχεται μόλις τελειώσει ο γύρος.',
  },
  virtual: {
    en: 'Virtual leagues kick off every few minutes, so there is always a match or a race about to start.',
    el: 'Τα εικονικά πρωταθλήματα ξεκινούν κάθε λίγα λεπτά, οπότε υπάρχει πάντα ένας αγώνας ή μια κούρσα έτοιμη να αρχίσει.',
  },
  promotions: {
    en: 'Regular promotions and bonuses reward new and returning players alike, each with short, plain-language terms.',
    el: 'Τακτικές προσφορές και μπόνους επιβραβεύουν τόσο τους νέους όσο και τους σταθερούς παίκτες, με σύντομους και κατανοητούς όρους.',
  },
};

/** Joins names as prose: "a, b and c" / "α, β και γ". */
export function listOf(names: string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}
