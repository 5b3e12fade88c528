import type { HelpCopy } from './types';

export const BONUS_RULES: HelpCopy = {
  slug: 'bonus-rules',
  en: {
    title: 'Bonus rules',
    body: `These general rules apply to every bonus and promotion of {brand}. Each promotion's own terms, shown on its page, add to them and win where the two differ.

## Taking part
- Most promotions need you to **opt in** on the promotion's page before you play. Bets placed before opting in do not count.
- One bonus per person, household, payment method and device. Bonuses are for recreational players; we may exclude accounts that abuse offers.
- A promotion runs between the start and end times on its page (Greek time for Greek-market sites, otherwise UTC).

## Bonus money
- Bonus money is kept apart from your cash balance and cannot be withdrawn until its wagering requirement is met.
- The **wagering requirement** says how many times the bonus must be staked, for example 5× a €10 bonus = €50 of qualifying bets.
- Only settled bets at the minimum odds named in the promotion count. Cashed-out and void bets do not count.
- Withdrawing cash while a bonus is active cancels the bonus and any winnings made with it.

## Free bets
- A free bet's stake is not returned: a €5 free bet at 3.00 that wins pays €10.00.
- Free bets cannot be used on markets priced below the promotion's minimum odds and expire on the date shown.

## Changes and cancellation
We may change or end a promotion early when it is misused or when an error occurs, keeping any winnings already fairly made. If you think a bonus was not credited correctly, [contact us](/help/contact-us) within 14 days.
`,
  },
  el: {
    title: 'Κανόνες μπόνους',
    body: `Οι γενικοί αυτοί κανόνες ισχύουν για κάθε μπόνους και προσφορά του {brand}. Οι όροι κάθε προσφοράς, στη σελίδα της, τους συμπληρώνουν και υπερισχύουν όπου διαφέρουν.

## Συμμετοχή
- Οι περισσότερες προσφορές θέλουν να **δηλώσετε συμμετοχή** στη σελίδα τους πριν παίξετε. Στοιχήματα πριν από τη δήλωση δεν μετρούν.
- Ένα μπόνους ανά πρόσωπο, νοικοκυριό, μέσο πληρωμής και συσκευή. Τα μπόνους απευθύνονται σε ψυχαγωγικούς παίκτες· μπορούμε να αποκλείσουμε λογαριασμούς που καταχρώνται τις προσφορές.
- Μια προσφορά ισχύει από την ώρα έναρξης έως την ώρα λήξης της σελίδας της (ώρα Ελλάδας για τους ελληνικούς ιστότοπους, αλλιώς UTC).

## Χρήματα μπόνους
- Τα χρήματα μπόνους κρατούνται χωριστά από το υπόλοιπό σας και δεν αναλαμβάνονται πριν ολοκληρωθεί ο τζίρος τους.
- Ο **τζίρος (wagering)** λέει πόσες φορές πρέπει να παιχτεί το μπόνους, π.χ. 5× ένα μπόνους 10 € = 50 € σε έγκυρα στοιχήματα.
- Μετρούν μόνο εκκαθαρισμένα στοιχήματα με την ελάχιστη απόδοση της προσφοράς. Στοιχήματα με cash out και άκυρα δεν μετρούν.
- Μια ανάληψη όσο ένα μπόνους είναι ενεργό ακυρώνει το μπόνους και τα κέρδη του.

## Δωρεάν στοιχήματα
- Το ποσό ενός δωρεάν στοιχήματος δεν επιστρέφεται: ένα δωρεάν στοίχημα 5 € σε απόδοση 3,00 που κερδίζει πληρώνει 10,00 €.
- Τα δωρεάν στοιχήματα δεν παίζονται σε αγορές με απόδοση κάτω από την ελάχιστη της προσφοράς και λήγουν την ημερομηνία που αναγράφεται.

## Αλλαγές και ακύρωση
Μπορούμε να αλλάξουμε ή να τερματίσουμε νωρίτερα μια προσφορά όταν γίνεται κατάχρηση ή προκύψει σφάλμα, κρατώντας τα κέρδη που έγιναν θεμιτά. Αν πιστεύετε ότι ένα μπόνους δεν πιστώθηκε σωστά, [επικοινωνήστε μαζί μας](/help/contact-us) μέσα σε 14 ημέρες.
`,
  },
};
