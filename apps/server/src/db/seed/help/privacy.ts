import type { HelpCopy } from './types';

export const PRIVACY: HelpCopy = {
  slug: 'privacy',
  en: {
    title: 'Privacy policy',
    body: `{brand} takes care of your personal data and uses it only for what this policy describes, in line with the EU General Data Protection Regulation (GDPR).

## What we collect
- **Account details**: name, user name, e-mail address, date of birth, address and the documents you send to prove them.
- **Money and play**: deposits, withdrawals, bets, game rounds and your balance.
- **Technical data**: IP address, device and browser type, and the pages you use, to keep the service secure and working.
- **Messages** you send us through the contact form or chat.

## Why we use it
- To run your account and pay you (our contract with you).
- To meet the law: age and identity checks, anti-money-laundering checks, tax and reporting to the gaming regulator.
- To protect you and the service: fraud prevention, security logs and [responsible-gambling](/help/responsible-gambling) checks.
- With your consent only: analytics cookies and marketing messages. You can withdraw consent at any time.

## Who sees it
Our staff who need it, payment providers, identity-check services, game suppliers for the rounds you play, and authorities when the law requires it. We never sell your data.

## How long we keep it
As long as your account is open and then for 5 years, as anti-money-laundering law requires. Analytics data is kept for at most 14 months.

## Your rights
You can ask for a copy of your data, have it corrected, limit or object to its use, or take it elsewhere; where the law allows, you can ask us to delete it. Write to us through the [contact form](/help/contact-us) with the topic *Account*. You can also complain to your national data protection authority.
`,
  },
  el: {
    title: 'Πολιτική απορρήτου',
    body: `Το {brand} προστατεύει τα προσωπικά σας δεδομένα και τα χρησιμοποιεί μόνο για όσα περιγράφει η πολιτική αυτή, σύμφωνα με τον Γενικό Κανονισμό Προστασίας Δεδομένων (ΓΚΠΔ) της ΕΕ.

## Τι συλλέγουμε
- **Στοιχεία λογαριασμού**: όνομα, όνομα χρήστη, e-mail, ημερομηνία γέννησης, διεύθυνση και τα έγγραφα που τα αποδεικνύουν.
- **Χρήματα και παιχνίδι**: καταθέσεις, αναλήψεις, στοιχήματα, γύροι παιχνιδιών και το υπόλοιπό σας.
- **Τεχνικά δεδομένα**: διεύθυνση IP, τύπος συσκευής και φυλλομετρητή και οι σελίδες που χρησιμοποιείτε, για να μένει η υπηρεσία ασφαλής και λειτουργική.
- **Μηνύματα** που μας στέλνετε μέσω της φόρμας επικοινωνίας ή της συνομιλίας.

## Γιατί τα χρησιμοποιούμε
- Για να λειτουργεί ο λογαριασμός σας και να σας πληρώνουμε (η σύμβασή μας μαζί σας).
- Για να τηρούμε τον νόμο: έλεγχοι ηλικίας και ταυτότητας, έλεγχοι για το ξέπλυμα χρήματος, φορολογία και αναφορές στη ρυθμιστική αρχή.
- Για να προστατεύουμε εσάς και την υπηρεσία: πρόληψη απάτης, αρχεία ασφαλείας και έλεγχοι [υπεύθυνου παιχνιδιού](/help/responsible-gambling).
- Μόνο με τη συγκατάθεσή σας: cookies στατιστικών και διαφημιστικά μηνύματα. Μπορείτε να την ανακαλέσετε οποτεδήποτε.

## Ποιος τα βλέπει
Οι υπάλληλοί μας που τα χρειάζονται, οι πάροχοι πληρωμών, οι υπηρεσίες ταυτοποίησης, οι προμηθευτές παιχνιδιών για τους γύρους που παίζετε και οι αρχές όταν το απαιτεί ο νόμος. Δεν πουλάμε ποτέ τα δεδομένα σας.

## Πόσο καιρό τα κρατάμε
Όσο ο λογαριασμός σας είναι ανοιχτός και μετά για 5 χρόνια, όπως απαιτεί η νομοθεσία για το ξέπλυμα χρήματος. Τα δεδομένα στατιστικών κρατούνται το πολύ 14 μήνες.

## Τα δικαιώματά σας
Μπορείτε να ζητήσετε αντίγραφο των δεδομένων σας, διόρθωση, περιορισμό ή εναντίωση στη χρήση τους ή μεταφορά τους αλλού· όπου το επιτρέπει ο νόμος, μπορείτε να ζητήσετε τη διαγραφή τους. Γράψτε μας μέσω της [φόρμας επικοινωνίας](/help/contact-us) με θέμα *Λογαριασμός*. Μπορείτε επίσης να απευθυνθείτε στην Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα.
`,
  },
};
