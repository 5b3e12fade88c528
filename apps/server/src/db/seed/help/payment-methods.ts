import type { HelpCopy } from './types';

export const PAYMENT_METHODS: HelpCopy = {
  slug: 'payment-methods',
  en: {
    title: 'Payment methods',
    body: `Deposits are free and arrive in your balance at once. Every deposit is between {depositMin} and {depositMax}; you can withdraw from {withdrawalMin} up to your available balance. Deposit and withdraw in **My account** (\`/user-account/deposit\` and \`/user-account/withdraw\`).

## Deposits

| Method | Per deposit | Arrives |
|---|---|---|
| Visa and Mastercard debit or credit cards | {depositMin} – {depositMax} | At once |
| E-wallets (Skrill, Neteller, PayPal where offered) | {depositMin} – {depositMax} | At once |
| Bank transfer (SEPA) | {depositMin} – {depositMax} | 1–2 working days |

## Withdrawals

| Method | Processing | Arrives after approval |
|---|---|---|
| Card (to the card you deposited with) | Up to 24 hours | 1–3 working days |
| E-wallet | Up to 24 hours | Within 24 hours |
| Bank transfer | Up to 24 hours | 1–3 working days |

## Good to know
- We pay out to a method in your own name, and where possible to the one you deposited with.
- A pending withdrawal is held out of your **available balance**. You can cancel it while it is pending.
- Your first withdrawal may need proof of identity and address. Sending clear photos early avoids delays.
- We never ask for your card's PIN or full card number by e-mail or chat.
`,
  },
  el: {
    title: 'Τρόποι πληρωμής',
    body: `Οι καταθέσεις δεν έχουν χρέωση και μπαίνουν αμέσως στο υπόλοιπό σας. Κάθε κατάθεση είναι από {depositMin} έως {depositMax}· μπορείτε να κάνετε ανάληψη από {withdrawalMin} έως το διαθέσιμο υπόλοιπό σας. Καταθέσεις και αναλήψεις γίνονται στο **Ο λογαριασμός μου** (\`/user-account/deposit\` και \`/user-account/withdraw\`).

## Καταθέσεις

| Μέθοδος | Ανά κατάθεση | Πίστωση |
|---|---|---|
| Χρεωστικές ή πιστωτικές κάρτες Visa και Mastercard | {depositMin} – {depositMax} | Αμέσως |
| Ηλεκτρονικά πορτοφόλια (Skrill, Neteller, PayPal όπου διατίθεται) | {depositMin} – {depositMax} | Αμέσως |
| Τραπεζική μεταφορά (SEPA) | {depositMin} – {depositMax} | 1–2 εργάσιμες |

## Αναλήψεις

| Μέθοδος | Επεξεργασία | Πίστωση μετά την έγκριση |
|---|---|---|
| Κάρτα (αυτή με την οποία καταθέσατε) | Έως 24 ώρες | 1–3 εργάσιμες |
| Ηλεκτρονικό πορτοφόλι | Έως 24 ώρες | Μέσα σε 24 ώρες |
| Τραπεζική μεταφορά | Έως 24 ώρες | 1–3 εργάσιμες |

## Καλό να ξέρετε
- Πληρώνουμε σε μέσο στο δικό σας όνομα και, όπου γίνεται, σε αυτό με το οποίο καταθέσατε.
- Μια ανάληψη σε εκκρεμότητα δεν μετρά στο **διαθέσιμο υπόλοιπο**. Μπορείτε να την ακυρώσετε όσο εκκρεμεί.
- Η πρώτη ανάληψη μπορεί να χρειαστεί ταυτοποίηση και αποδεικτικό διεύθυνσης. Καθαρές φωτογραφίες εγκαίρως αποφεύγουν καθυστερήσεις.
- Δεν ζητάμε ποτέ το PIN ή ολόκληρο τον αριθμό της κάρτας σας με e-mail ή συνομιλία.
`,
  },
};
