import type { HelpCopy } from './types';

export const FAQ: HelpCopy = {
  slug: 'faq',
  en: {
    title: 'Frequently asked questions',
    body: `Quick answers to what players ask us most. Can't find yours? [Contact us](/help/contact-us).

## Account

### How do I open an account?
Tap **Register** at the top of the page, fill in your details and choose a password. You must be {minimumAge} or over. Some of our sites open accounts only at a partner shop; there the register button is not shown.

### I forgot my password. What now?
Open **Log in**, then **Forgot your password?**, and enter your user name or e-mail address. We send a link that is valid for a short time. Choosing a new password logs you out on every device.

### Can I have more than one account?
No. One person, one account per brand. Duplicate accounts are closed and bonuses on them are cancelled.

## Deposits and withdrawals

### How do I deposit?
Go to **My account → Deposit** (\`/user-account/deposit\`), enter an amount between {depositMin} and {depositMax} and confirm. The money is in your balance straight away. See [Payment methods](/help/payment-methods) for limits per method.

### How long does a withdrawal take?
A withdrawal is held for a short review, then paid out. While it is pending, the amount is not part of your **available balance**, and you can cancel it from **My account → Withdraw**. Card and e-wallet payouts usually arrive within 24 hours of approval, bank transfers within 1–3 working days.

### Why is my available balance lower than my balance?
Your balance is everything in your wallet. Your available balance leaves out money that is held, such as a pending withdrawal.

### How do I limit my deposits or take a break?
Open **[Safer gambling](/user-account/safer-gambling)** in your account. There you set deposit, loss and wager limits, a session time limit and a reality-check reminder, take a time-out or exclude yourself, and read your activity statement. See [Responsible gambling](/help/responsible-gambling) for how each tool works.

## Bets

### How do I place a bet?
Tap a price to add it to the bet slip, enter a stake and tap **Place**. Singles, multiples and system bets are available. The slip shows your potential return before you confirm, and it stays filled if you reload the page.

### What happens if the price changes while I bet?
Prices move all the time, especially in play. In the bet slip you choose whether to accept any change, only higher prices, or none. If a change is not accepted, the slip shows the new price and asks you to confirm again.

### What is cash out?
Cash out lets you settle a bet before the event ends, for the amount offered at that moment. Find it in **My bets**. The offer changes with the score and prices, and it may be unavailable while a market is suspended.

### When are bets settled?
As soon as the official result is known, usually within minutes of the final whistle. Winnings go straight to your balance. The [Betting rules](/help/betting-rules) explain void bets, dead heats and the maximum payout.
`,
  },
  el: {
    title: 'Συχνές ερωτήσεις',
    body: `Γρήγορες απαντήσεις σε όσα μας ρωτούν συχνότερα οι παίκτες. Δεν βρίσκετε τη δική σας; [Επικοινωνήστε μαζί μας](/help/contact-us).

## Λογαριασμός

### Πώς ανοίγω λογαριασμό;
Πατήστε **Εγγραφή** στο πάνω μέρος της σελίδας, συμπληρώστε τα στοιχεία σας και επιλέξτε κωδικό. Πρέπει να είστε τουλάχιστον {minimumAge} ετών. Σε ορισμένους ιστότοπους οι λογαριασμοί ανοίγουν μόνο σε συνεργαζόμενο κατάστημα· εκεί το κουμπί εγγραφής δεν εμφανίζεται.

### Ξέχασα τον κωδικό μου. Τι κάνω;
Ανοίξτε τη **Σύνδεση** και πατήστε **Ξεχάσατε τον κωδικό σας;**. Δώστε το όνομα χρήστη ή το e-mail σας και θα σας στείλουμε έναν σύνδεσμο που ισχύει για λίγο. Με τον νέο κωδικό αποσυνδέεστε από όλες τις συσκευές.

### Μπορώ να έχω περισσότερους από έναν λογαριασμούς;
Όχι. Ένα πρόσωπο, ένας λογαριασμός ανά brand. Οι διπλοί λογαριασμοί κλείνουν και τα μπόνους τους ακυρώνονται.

## Καταθέσεις και αναλήψεις

### Πώς κάνω κατάθεση;
Μεταβείτε στο **Ο λογαριασμός μου → Κατάθεση** (\`/user-account/deposit\`), δώστε ποσό από {depositMin} έως {depositMax} και επιβεβαιώστε. Τα χρήματα μπαίνουν αμέσως στο υπόλοιπό σας. Δείτε τους [Τρόπους πληρωμής](/help/payment-methods) για τα όρια κάθε μεθόδου.

### Πόσο διαρκεί μια ανάληψη;
Η ανάληψη περνά πρώτα από σύντομο έλεγχο και μετά πληρώνεται. Όσο εκκρεμεί, το ποσό δεν μετρά στο **διαθέσιμο υπόλοιπο** και μπορείτε να την ακυρώσετε από το **Ο λογαριασμός μου → Ανάληψη**. Οι πληρωμές σε κάρτα και ηλεκτρονικό πορτοφόλι φτάνουν συνήθως μέσα σε 24 ώρες από την έγκριση, οι τραπεζικές μεταφορές σε 1–3 εργάσιμες.

### Γιατί το διαθέσιμο υπόλοιπο είναι μικρότερο από το υπόλοιπο;
Το υπόλοιπο είναι όλα τα χρήματα του πορτοφολιού σας. Το διαθέσιμο υπόλοιπο αφαιρεί όσα είναι δεσμευμένα, π.χ. μια ανάληψη σε εκκρεμότητα.

### Πώς βάζω όριο στις καταθέσεις μου ή κάνω διάλειμμα;
Ανοίξτε το **[Υπεύθυνος τζόγος](/user-account/safer-gambling)** στον λογαριασμό σας. Εκεί ορίζετε όρια κατάθεσης, απωλειών και πονταρίσματος, όριο χρόνου συνεδρίας και υπενθύμιση ελέγχου πραγματικότητας, κάνετε διάλειμμα ή αυτοαποκλεισμό και διαβάζετε την κατάσταση δραστηριότητάς σας. Δείτε το [Υπεύθυνο παιχνίδι](/help/responsible-gambling) για το πώς λειτουργεί κάθε εργαλείο.

## Στοιχήματα

### Πώς παίζω ένα στοίχημα;
Πατήστε μια απόδοση για να μπει στο δελτίο, γράψτε το ποσό και πατήστε το κουμπί **Στοίχημα**. Υπάρχουν μονά, πολλαπλά και συστήματα. Το δελτίο δείχνει τα πιθανά κέρδη πριν επιβεβαιώσετε και δεν χάνεται αν ανανεώσετε τη σελίδα.

### Τι γίνεται αν αλλάξει η απόδοση την ώρα που στοιχηματίζω;
Οι αποδόσεις αλλάζουν συνεχώς, ειδικά στα live. Στο δελτίο επιλέγετε αν δέχεστε κάθε αλλαγή, μόνο υψηλότερες αποδόσεις ή καμία. Αν μια αλλαγή δεν γίνεται δεκτή, το δελτίο δείχνει τη νέα απόδοση και ζητά ξανά επιβεβαίωση.

### Τι είναι το cash out;
Με το cash out κλείνετε ένα στοίχημα πριν τελειώσει ο αγώνας, για το ποσό που προσφέρεται εκείνη τη στιγμή. Θα το βρείτε στα **Στοιχήματα**. Η προσφορά αλλάζει με το σκορ και τις αποδόσεις και μπορεί να μη διατίθεται όσο μια αγορά είναι σε αναστολή.

### Πότε εκκαθαρίζονται τα στοιχήματα;
Μόλις γίνει γνωστό το επίσημο αποτέλεσμα, συνήθως λίγα λεπτά μετά τη λήξη. Τα κέρδη πιστώνονται αμέσως στο υπόλοιπό σας. Οι [Κανόνες στοιχηματισμού](/help/betting-rules) εξηγούν τα άκυρα στοιχήματα, τις ισοπαλίες κατάταξης (dead heat) και το μέγιστο ποσό πληρωμής.
`,
  },
};
