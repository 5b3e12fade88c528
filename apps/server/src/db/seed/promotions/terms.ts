import type { Bilingual } from '../brands';

/** What varies between promotions' terms; the rest of the wording is the same for every offer. */
export interface TermsFacts {
  brand: string;
  /** The market's minimum age (21 on the Greek market). */
  minimumAge: number;
  /** Who may take part, e.g. "new customers making their first deposit". */
  eligibility: Bilingual;
  /** Minimum odds of qualifying bets (sports offers only), decimal. */
  minOdds?: string;
  /** How often bonus money must be played through before it can be withdrawn; 0 for cash rewards. */
  wagering: number;
  /** Days a reward stays usable once credited. */
  expiryDays: number;
}

/**
 * The numbered terms every promotion carries (eligibility, minimum odds, wagering, expiry, one per person, the
 * operator's rights), in markdown, in both languages.
 */
export function termsOf(facts: TermsFacts): Bilingual {
  const en = [
    `Open to ${facts.eligibility.en} aged ${facts.minimumAge} or over with a verified ${facts.brand} account.`,
    facts.minOdds
      ? `Only settled bets at odds of ${facts.minOdds} or higher qualify; cashed-out and void bets do not count.`
      : 'Only real-money play counts; bonus money and demo games do not qualify.',
    facts.wagering > 0
      ? `Bonus funds must be wagered ${facts.wagering} times before any winnings from them can be withdrawn.`
      : 'Rewards are paid as cash with no wagering requirement.',
    `Rewards expire ${facts.expiryDays} days after they are credited; unused rewards are removed.`,
    'One reward per person, household, payment method and device. Duplicate accounts are excluded.',
    `${facts.brand} may amend, suspend or end this promotion at any time and may withhold rewards where it suspects abuse. The general terms and conditions apply.`,
  ];
  const el = [
    `Ισχύει για ${facts.eligibility.el} άνω των ${facts.minimumAge} ετών με επαληθευμένο λογαριασμό ${facts.brand}.`,
    facts.minOdds
      ? `Μετρούν μόνο διευθετημένα στοιχήματα με απόδοση ${facts.minOdds.replace('.', ',')} ή μεγαλύτερη· στοιχήματα με cash out ή ακυρωμένα δεν μετρούν.`
      : 'Μετρά μόνο το παιχνίδι με πραγματικά χρήματα· τα χρήματα μπόνους και τα παιχνίδια επίδειξης δεν μετρούν.',
    facts.wagering > 0
      ? `Τα χρήματα μπόνους πρέπει να παιχτούν ${facts.wagering} φορές πριν από την ανάληψη κερδών που προέρχονται από αυτά.`
      : 'Οι ανταμοιβές καταβάλλονται σε μετρητά χωρίς απαίτηση στοιχηματισμού.',
    `Οι ανταμοιβές λήγουν ${facts.expiryDays} ημέρες μετά την πίστωσή τους· όσες δεν χρησιμοποιηθούν αφαιρούνται.`,
    'Μία ανταμοιβή ανά άτομο, νοικοκυριό, μέσο πληρωμής και συσκευή. Οι διπλοί λογαριασμοί αποκλείονται.',
    `Η ${facts.brand} μπορεί να τροποποιήσει, να αναστείλει ή να τερματίσει την προσφορά οποιαδήποτε στιγμή και να παρακρατήσει ανταμοιβές όταν υποψιάζεται κατάχρηση. Ισχύουν οι γενικοί όροι και προϋποθέσεις.`,
  ];
  const numbered = (lines: string[]) => lines.map((line, index) => `${index + 1}. ${line}`).join('\n');
  return { en: numbered(en), el: numbered(el) };
}
