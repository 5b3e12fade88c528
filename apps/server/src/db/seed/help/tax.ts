import type { HelpCopy } from './types';

/** `{taxTable}` and `{taxExample}` are drawn by the help service from the contract's tax brackets. */
export const TAX: HelpCopy = {
  slug: 'tax',
  en: {
    title: 'Tax information',
    body: `Greek law taxes winnings from betting. {brand} withholds the tax when a bet is settled and pays you the net amount, so there is nothing more for you to declare for it.

## How the tax is worked out
- The tax is charged **per bet slip**, on the **net winnings**: what the slip returns minus what it staked. A slip that returns no more than its stake pays no tax.
- The rates are **marginal**, like income tax: each rate applies only to the part of the winnings inside its band.

{taxTable}

## Worked example
{taxExample}

## Where you see it
- The bet slip shows the gross return, the tax and the net return before you place the bet.
- **My bets** shows the same three amounts for every settled bet, and your account shows the tax withheld.
- Cash-out amounts are taxed the same way, on what the cash out returns above the stake.
`,
  },
  el: {
    title: 'Φορολογικές πληροφορίες',
    body: `Ο ελληνικός νόμος φορολογεί τα κέρδη από στοιχήματα. Το {brand} παρακρατεί τον φόρο όταν εκκαθαρίζεται ένα στοίχημα και σας πληρώνει το καθαρό ποσό, οπότε δεν χρειάζεται να το δηλώσετε εσείς.

## Πώς υπολογίζεται ο φόρος
- Ο φόρος επιβάλλεται **ανά δελτίο**, στα **καθαρά κέρδη**: όσα επιστρέφει το δελτίο μείον το ποσό που παίχτηκε. Δελτίο που δεν επιστρέφει περισσότερα από το ποσό του δεν φορολογείται.
- Οι συντελεστές είναι **κλιμακωτοί**, όπως στον φόρο εισοδήματος: κάθε συντελεστής εφαρμόζεται μόνο στο μέρος των κερδών μέσα στο δικό του κλιμάκιο.

{taxTable}

## Παράδειγμα υπολογισμού
{taxExample}

## Πού τον βλέπετε
- Το δελτίο δείχνει τη μικτή επιστροφή, τον φόρο και την καθαρή επιστροφή πριν παίξετε.
- Τα **Στοιχήματα** δείχνουν τα ίδια τρία ποσά για κάθε εκκαθαρισμένο στοίχημα και ο λογαριασμός σας τον φόρο που παρακρατήθηκε.
- Τα ποσά cash out φορολογούνται με τον ίδιο τρόπο, στο μέρος που ξεπερνά το ποσό του στοιχήματος.
`,
  },
};
