import { GREEK_ZONES } from '@playline/contract';
import type { Bilingual } from '../brands';

export type Tone = 'primary' | 'accent' | 'surface';

export interface TeaserCopy {
  title: Bilingual;
  body: Bilingual;
  link: string | null;
  tone: Tone;
}

/** Teasers of the Greek market's zones (design §5), shared by Hellas Bet's web, shop and international sites. */
export const GREEK_ZONE_TEASERS: Record<number, TeaserCopy[]> = {
  [GREEK_ZONES.sportsServices]: [
    {
      title: { en: 'Cash Out', el: 'Cash Out' },
      body: {
        en: 'Settle your bet before the final whistle, straight from My Bets.',
        el: 'Κλείστε το στοίχημά σας πριν από το τελικό σφύριγμα, απευθείας από τα Στοιχήματα.',
      },
      link: '/mybets',
      tone: 'primary',
    },
    {
      title: { en: 'Bet Builder', el: 'Φτιάξε το στοίχημά σου' },
      body: {
        en: 'Combine goals, corners and cards from one match into a single bet.',
        el: 'Συνδυάστε γκολ, κόρνερ και κάρτες από έναν αγώνα σε ένα στοίχημα.',
      },
      link: '/sports',
      tone: 'accent',
    },
    {
      title: { en: 'Match tracker', el: 'Ζωντανή απεικόνιση' },
      body: {
        en: 'Follow every live match on its tracker, drawn from the data feed, while you bet in play.',
        el: 'Παρακολουθήστε κάθε live αγώνα στη ζωντανή του απεικόνιση, από τη ροή δεδομένων, ενώ στοιχηματίζετε.',
      },
      link: '/live',
      tone: 'surface',
    },
  ],
  [GREEK_ZONES.sportsCrossSelling]: [
    {
      title: { en: 'Half-time? Try the casino', el: 'Ημίχρονο; Δοκιμάστε το καζίνο' },
      body: {
        en: 'Our most played slots are one tap away while you wait for the second half.',
        el: 'Τα πιο δημοφιλή φρουτάκια μας είναι ένα πάτημα μακριά όσο περιμένετε το δεύτερο ημίχρονο.',
      },
      link: '/casino',
      tone: 'accent',
    },
    {
      title: { en: 'Virtual football every 3 minutes', el: 'Εικονικό ποδόσφαιρο κάθε 3 λεπτά' },
      body: {
        en: 'No match on tonight? A virtual league round kicks off every few minutes.',
        el: 'Δεν έχει αγώνα απόψε; Ένας γύρος εικονικού πρωταθλήματος ξεκινά κάθε λίγα λεπτά.',
      },
      link: '/virtual-games',
      tone: 'surface',
    },
  ],
  [GREEK_ZONES.casinoPromotions]: [
    {
      title: { en: 'Weekend free spins', el: 'Δωρεάν περιστροφές Σαββατοκύριακου' },
      body: {
        en: 'Play any slot on Saturday and collect 20 free spins on Sunday.',
        el: 'Παίξτε σε οποιοδήποτε φρουτάκι το Σάββατο και πάρτε 20 δωρεάν περιστροφές την Κυριακή.',
      },
      link: '/promotions/weekend-free-spins',
      tone: 'primary',
    },
    {
      title: { en: 'Daily jackpot drop', el: 'Καθημερινό τζάκποτ' },
      body: {
        en: 'A jackpot that must drop before midnight, every single day.',
        el: 'Ένα τζάκποτ που πρέπει να πέσει πριν από τα μεσάνυχτα, κάθε μέρα.',
      },
      link: '/casino/category/jackpots',
      tone: 'accent',
    },
  ],
  [GREEK_ZONES.casinoCalendar]: [
    {
      title: { en: 'Monday: reload bonus', el: 'Δευτέρα: μπόνους επαναφόρτισης' },
      body: {
        en: 'Start the week with a 25% bonus on your first casino deposit, up to €50.',
        el: 'Ξεκινήστε την εβδομάδα με μπόνους 25% στην πρώτη κατάθεση στο καζίνο, έως 50 €.',
      },
      link: '/promotions/monday-reload-bonus',
      tone: 'surface',
    },
    {
      title: { en: 'Thursday: slot tournament', el: 'Πέμπτη: τουρνουά φρουτακίων' },
      body: {
        en: 'Climb the leaderboard from 20:00 to midnight and share a €2,000 prize pool.',
        el: 'Ανεβείτε στην κατάταξη από τις 20:00 έως τα μεσάνυχτα και μοιραστείτε έπαθλα 2.000 €.',
      },
      link: '/promotions/thursday-slot-tournament',
      tone: 'primary',
    },
  ],
  [GREEK_ZONES.liveCasinoPromotions]: [
    {
      title: { en: 'Roulette cashback', el: 'Επιστροφή στη ρουλέτα' },
      body: {
        en: '10% back on your live roulette losses every Tuesday.',
        el: 'Επιστροφή 10% στις απώλειές σας στη live ρουλέτα κάθε Τρίτη.',
      },
      link: '/promotions/roulette-cashback',
      tone: 'accent',
    },
    {
      title: { en: 'Blackjack happy hour', el: 'Happy hour στο μπλακτζάκ' },
      body: {
        en: 'Double loyalty points on every live blackjack hand from 18:00 to 19:00.',
        el: 'Διπλοί πόντοι επιβράβευσης σε κάθε live μπλακτζάκ από τις 18:00 έως τις 19:00.',
      },
      link: '/live-casino/category/blackjack',
      tone: 'surface',
    },
  ],
  [GREEK_ZONES.liveCasinoCalendar]: [
    {
      title: { en: 'Friday: baccarat night', el: 'Παρασκευή: βραδιά μπακαρά' },
      body: {
        en: 'Baccarat tables deal all night, round after round, the same for every seat.',
        el: 'Τα τραπέζια μπακαρά μοιράζουν όλη τη νύχτα, γύρο με γύρο, ίδιο για όλες τις θέσεις.',
      },
      link: '/live-casino',
      tone: 'primary',
    },
    {
      title: { en: 'Sunday: roulette afternoon', el: 'Κυριακή: απόγευμα ρουλέτας' },
      body: {
        en: 'Roulette all afternoon: the wheel spins for every seat at once, and every draw can be checked.',
        el: 'Ρουλέτα όλο το απόγευμα: ο τροχός γυρίζει για όλες τις θέσεις μαζί και κάθε κλήρωση ελέγχεται.',
      },
      link: '/live-casino',
      tone: 'accent',
    },
    {
      title: { en: 'Every day: blackjack', el: 'Κάθε μέρα: μπλακτζάκ' },
      body: {
        en: 'Blackjack at any hour: take a seat, decide your hand, and play the same cards as the table.',
        el: 'Μπλακτζάκ όποια ώρα θέλετε: πάρτε θέση, αποφασίστε το χέρι σας και παίξτε τα ίδια φύλλα με το τραπέζι.',
      },
      link: '/live-casino',
      tone: 'surface',
    },
  ],
};
