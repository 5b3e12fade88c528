import type { HelpCopy } from './types';

export const BETTING_RULES: HelpCopy = {
  slug: 'betting-rules',
  en: {
    title: 'Betting rules',
    body: `These rules apply to every sports bet placed with {brand}. Where a market has its own rule, shown on the market, that rule applies first.

## Accepting a bet
- A bet is accepted only when it appears in **My bets** with a bet number. A slip that shows an error was not placed.
- The smallest stake per line is {minStake} and the largest {maxStake}. A multiple or system bet holds up to {maxSelections} selections.
- Bets placed in play are confirmed after a short delay. If a market is suspended or the price moves beyond what you accepted during that delay, the bet is refused and your stake is not taken.
- We may refuse or limit any bet before it is accepted, for example when a price is obviously wrong.

## Settlement
- Bets are settled on the official result at the end of the event, **including stoppage time but excluding extra time and penalty shoot-outs**, unless the market says otherwise.
- Later changes to the result (appeals, disqualifications) do not change a settled bet.
- Markets on a period (first half, a set, a quarter) are settled on the result of that period.

## Void bets
A selection is **void** (settled at odds of 1.00) when:
- the event is cancelled, abandoned before the end of regular time and not completed within 24 hours, or moved to another venue that changes the home advantage;
- a player market names a player who does not take part;
- a price was offered by obvious mistake (we will tell you and void the selection).

In a single, a void selection returns your stake. In a multiple, the void leg is removed and the rest stands at the remaining odds. In a system bet, each line is recalculated the same way.

## Dead heat
When two or more selections tie for a position we pay on (for example joint top scorers), the stake is divided by the number of tied selections and the odds apply to that part. Example: €10 at 6.00 with two tied → €5 at 6.00 = €30.00 returned.

## Maximum payout
The most one bet can return is **{maxPayout}**, including the stake. A return above that is reduced to the maximum.

## Cash out
A cash-out offer is a price for settling your bet now. Once accepted, the bet is settled for that amount and later results do not change it. Offers are not available on every bet or at every moment.
`,
  },
  el: {
    title: 'Κανόνες στοιχηματισμού',
    body: `Οι κανόνες αυτοί ισχύουν για κάθε αθλητικό στοίχημα στο {brand}. Όπου μια αγορά έχει δικό της κανόνα, που εμφανίζεται στην αγορά, ισχύει πρώτα εκείνος.

## Αποδοχή στοιχήματος
- Ένα στοίχημα έχει γίνει δεκτό μόνο όταν εμφανίζεται στα **Στοιχήματα** με αριθμό στοιχήματος. Δελτίο που δείχνει σφάλμα δεν έχει παιχτεί.
- Το ελάχιστο ποσό ανά στήλη είναι {minStake} και το μέγιστο {maxStake}. Ένα πολλαπλό ή σύστημα έχει έως {maxSelections} επιλογές.
- Τα live στοιχήματα επιβεβαιώνονται μετά από μικρή καθυστέρηση. Αν στο μεταξύ η αγορά ανασταλεί ή η απόδοση αλλάξει πέρα από όσα δεχτήκατε, το στοίχημα απορρίπτεται και το ποσό δεν χρεώνεται.
- Μπορούμε να αρνηθούμε ή να περιορίσουμε ένα στοίχημα πριν γίνει δεκτό, για παράδειγμα όταν μια απόδοση είναι προφανώς λανθασμένη.

## Εκκαθάριση
- Τα στοιχήματα εκκαθαρίζονται με το επίσημο αποτέλεσμα στη λήξη, **μαζί με τις καθυστερήσεις αλλά χωρίς παράταση και πέναλτι**, εκτός αν η αγορά ορίζει κάτι άλλο.
- Μεταγενέστερες αλλαγές του αποτελέσματος (ενστάσεις, αποκλεισμοί) δεν αλλάζουν ένα εκκαθαρισμένο στοίχημα.
- Οι αγορές μιας περιόδου (ημίχρονο, σετ, περίοδος) εκκαθαρίζονται με το αποτέλεσμα εκείνης της περιόδου.

## Άκυρα στοιχήματα
Μια επιλογή είναι **άκυρη** (υπολογίζεται με απόδοση 1,00) όταν:
- ο αγώνας ακυρωθεί, διακοπεί πριν τη λήξη της κανονικής διάρκειας και δεν ολοκληρωθεί μέσα σε 24 ώρες, ή μεταφερθεί σε γήπεδο που αλλάζει την έδρα·
- μια αγορά παίκτη αφορά παίκτη που δεν αγωνίζεται·
- μια απόδοση δόθηκε από προφανές λάθος (θα σας ενημερώσουμε και η επιλογή θα ακυρωθεί).

Σε μονό στοίχημα, η άκυρη επιλογή επιστρέφει το ποσό σας. Σε πολλαπλό, η άκυρη επιλογή αφαιρείται και το υπόλοιπο ισχύει με τις υπόλοιπες αποδόσεις. Σε σύστημα, κάθε στήλη υπολογίζεται ξανά με τον ίδιο τρόπο.

## Ισοβαθμία (dead heat)
Όταν δύο ή περισσότερες επιλογές ισοβαθμούν σε θέση που πληρώνεται (π.χ. κοινοί πρώτοι σκόρερ), το ποσό διαιρείται με τον αριθμό των επιλογών που ισοβάθμησαν και η απόδοση εφαρμόζεται σε αυτό το μέρος. Παράδειγμα: 10 € σε απόδοση 6,00 με δύο ισόβαθμους → 5 € σε 6,00 = επιστροφή 30,00 €.

## Μέγιστη πληρωμή
Το μέγιστο που μπορεί να επιστρέψει ένα στοίχημα είναι **{maxPayout}**, μαζί με το ποσό του στοιχήματος. Μεγαλύτερη επιστροφή περιορίζεται στο μέγιστο.

## Cash out
Η προσφορά cash out είναι μια τιμή για να κλείσετε το στοίχημά σας τώρα. Αν τη δεχτείτε, το στοίχημα εκκαθαρίζεται με αυτό το ποσό και τα επόμενα αποτελέσματα δεν το αλλάζουν. Οι προσφορές δεν διατίθενται σε κάθε στοίχημα ούτε κάθε στιγμή.
`,
  },
};
