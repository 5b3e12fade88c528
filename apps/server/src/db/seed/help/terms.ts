import type { HelpCopy } from './types';

export const TERMS: HelpCopy = {
  slug: 'terms',
  en: {
    title: 'Terms and conditions',
    body: `These terms are the agreement between you and {brand}. By opening an account or placing a bet you accept them, together with the [Betting rules](/help/betting-rules), the [Bonus rules](/help/bonus-rules) and the [Privacy policy](/help/privacy).

## 1. Your account
1. You must be {minimumAge} or over and allowed to gamble where you live.
2. You may hold one account. The details you give must be true and kept up to date.
3. Keep your password secret. Bets placed with your log-in are treated as yours.
4. We may ask you to prove your identity, age and address, and may hold withdrawals until you do.

## 2. Money
1. Your balance is held in euro in a separate account and is not used for our own business.
2. Deposits must come from a payment method in your own name. We do not accept cash-in from third parties.
3. We may charge back or void winnings that come from a payment that is reversed.
4. An account without any log-in for 12 months becomes dormant; we tell you before that happens and your money stays yours.

## 3. Bets and games
1. A bet stands once it is confirmed with a bet number; it cannot be cancelled by you afterwards, except through cash out where offered.
2. Obvious errors in prices, results or game software void the affected bets or rounds. We will return the stakes.
3. Casino game results come from certified random number generators; a malfunction voids all pays and plays.

## 4. Things you may not do
Use software or bots to place bets, bet on events you can influence, work with other players to cheat, or use the service for money laundering. We will close accounts that do and may keep the winnings involved.

## 5. Closing an account
You can close your account at any time through the [contact form](/help/contact-us); we pay out your available balance. We may close or suspend an account that breaks these terms.

## 6. Complaints
Write to us through the contact form with the topic that fits. We answer within 5 working days and resolve most complaints within 14 days.

## 7. Changes
We may change these terms. Important changes are shown to you when you next log in, and bets already placed keep the terms that applied when they were placed.
`,
  },
  el: {
    title: 'Όροι και προϋποθέσεις',
    body: `Οι όροι αυτοί είναι η συμφωνία ανάμεσα σε εσάς και το {brand}. Ανοίγοντας λογαριασμό ή παίζοντας ένα στοίχημα τους αποδέχεστε, μαζί με τους [Κανόνες στοιχηματισμού](/help/betting-rules), τους [Κανόνες μπόνους](/help/bonus-rules) και την [Πολιτική απορρήτου](/help/privacy).

## 1. Ο λογαριασμός σας
1. Πρέπει να είστε τουλάχιστον {minimumAge} ετών και να επιτρέπεται να παίζετε εκεί που ζείτε.
2. Μπορείτε να έχετε έναν λογαριασμό. Τα στοιχεία σας πρέπει να είναι αληθή και ενημερωμένα.
3. Κρατήστε τον κωδικό σας μυστικό. Τα στοιχήματα με τα στοιχεία σύνδεσής σας θεωρούνται δικά σας.
4. Μπορεί να σας ζητήσουμε να αποδείξετε ταυτότητα, ηλικία και διεύθυνση και να κρατήσουμε τις αναλήψεις μέχρι να το κάνετε.

## 2. Χρήματα
1. Το υπόλοιπό σας τηρείται σε ευρώ σε χωριστό λογαριασμό και δεν χρησιμοποιείται για τις δικές μας δραστηριότητες.
2. Οι καταθέσεις πρέπει να γίνονται από μέσο πληρωμής στο δικό σας όνομα. Δεν δεχόμαστε καταθέσεις από τρίτους.
3. Μπορούμε να αντιλογίσουμε ή να ακυρώσουμε κέρδη από πληρωμή που αντιστράφηκε.
4. Λογαριασμός χωρίς σύνδεση για 12 μήνες γίνεται ανενεργός· σας ενημερώνουμε πριν συμβεί και τα χρήματα παραμένουν δικά σας.

## 3. Στοιχήματα και παιχνίδια
1. Ένα στοίχημα ισχύει μόλις επιβεβαιωθεί με αριθμό στοιχήματος· δεν μπορείτε να το ακυρώσετε μετά, εκτός με cash out όπου προσφέρεται.
2. Προφανή λάθη σε αποδόσεις, αποτελέσματα ή λογισμικό παιχνιδιών ακυρώνουν τα στοιχήματα ή τους γύρους που επηρεάζουν. Θα επιστρέψουμε τα ποσά.
3. Τα αποτελέσματα των παιχνιδιών καζίνο προέρχονται από πιστοποιημένες γεννήτριες τυχαίων αριθμών· μια δυσλειτουργία ακυρώνει όλα τα παιχνίδια και τις πληρωμές.

## 4. Τι δεν επιτρέπεται
Να χρησιμοποιείτε λογισμικό ή bots για στοιχήματα, να παίζετε σε αγώνες που μπορείτε να επηρεάσετε, να συνεργάζεστε με άλλους παίκτες για εξαπάτηση ή να χρησιμοποιείτε την υπηρεσία για ξέπλυμα χρήματος. Κλείνουμε τους λογαριασμούς που το κάνουν και μπορούμε να κρατήσουμε τα σχετικά κέρδη.

## 5. Κλείσιμο λογαριασμού
Μπορείτε να κλείσετε τον λογαριασμό σας όποτε θέλετε μέσω της [φόρμας επικοινωνίας](/help/contact-us)· σας πληρώνουμε το διαθέσιμο υπόλοιπο. Μπορούμε να κλείσουμε ή να αναστείλουμε λογαριασμό που παραβιάζει τους όρους.

## 6. Παράπονα
Γράψτε μας μέσω της φόρμας επικοινωνίας με το κατάλληλο θέμα. Απαντάμε μέσα σε 5 εργάσιμες και επιλύουμε τα περισσότερα παράπονα μέσα σε 14 ημέρες.

## 7. Αλλαγές
Μπορούμε να αλλάξουμε τους όρους. Οι σημαντικές αλλαγές σας εμφανίζονται στην επόμενη σύνδεση και τα στοιχήματα που έχουν ήδη παιχτεί κρατούν τους όρους της στιγμής που παίχτηκαν.
`,
  },
};
