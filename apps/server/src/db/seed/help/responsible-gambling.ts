import type { HelpCopy } from './types';

export const RESPONSIBLE_GAMBLING: HelpCopy = {
  slug: 'responsible-gambling',
  en: {
    title: 'Responsible gambling',
    body: `Betting should be fun, never a way to make money or to escape problems. {brand} is for adults: you must be **18 or over** to play, and we may ask you to prove it.

## Keep it under control
- Decide before you play how much time and money you will spend, and stop when you reach it.
- Never chase losses, and never bet with money you need for rent, bills or food.
- Take breaks, and don't bet when you are upset, tired or have been drinking.

## Tools in your account
Open **My account** (\`/user-account/\`) after logging in:
- **Session time limit**: choose how long you want to play, up to 24 hours. When the time is up, a reality check tells you how long you have played and lets you take a break or continue.
- **Deposit limits, time-outs and self-exclusion**: ask us through the [contact form](/help/contact-us) with the topic *Account*. A time-out closes your account from 24 hours to 6 weeks; self-exclusion closes it for at least 6 months. We act on it the same day, and we cannot reopen the account early.

## Signs to watch for
- Spending more time or money than you meant to.
- Hiding your betting from family or friends.
- Borrowing money or selling things to bet.
- Feeling anxious or irritable when you are not betting.

If this sounds familiar, talk to someone. Independent, free and confidential help is available from organisations such as **GamCare** and **Gamblers Anonymous**, and from your doctor.

## Protecting children
Keep your log-in details private, log out on shared devices and use parental-control software to block gambling sites on children's devices.
`,
  },
  el: {
    title: 'Υπεύθυνο παιχνίδι',
    body: `Το στοίχημα πρέπει να είναι διασκέδαση, ποτέ τρόπος να βγάλετε χρήματα ή να ξεφύγετε από προβλήματα. Το {brand} απευθύνεται σε ενήλικες: πρέπει να είστε **18 ετών και άνω** για να παίξετε και μπορεί να σας ζητήσουμε να το αποδείξετε.

## Κρατήστε τον έλεγχο
- Αποφασίστε πριν παίξετε πόσο χρόνο και πόσα χρήματα θα διαθέσετε και σταματήστε όταν τα φτάσετε.
- Μην κυνηγάτε τις απώλειες και μην παίζετε χρήματα που χρειάζεστε για ενοίκιο, λογαριασμούς ή φαγητό.
- Κάνετε διαλείμματα και μην παίζετε όταν είστε αναστατωμένοι, κουρασμένοι ή έχετε πιει.

## Εργαλεία στον λογαριασμό σας
Ανοίξτε το **Ο λογαριασμός μου** (\`/user-account/\`) αφού συνδεθείτε:
- **Όριο χρόνου συνεδρίας**: επιλέξτε πόση ώρα θέλετε να παίξετε, έως 24 ώρες. Όταν περάσει ο χρόνος, ένας έλεγχος πραγματικότητας σας λέει πόση ώρα παίζετε και σας αφήνει να κάνετε διάλειμμα ή να συνεχίσετε.
- **Όρια κατάθεσης, διάλειμμα και αυτοαποκλεισμός**: ζητήστε τα μέσω της [φόρμας επικοινωνίας](/help/contact-us) με θέμα *Λογαριασμός*. Το διάλειμμα κλείνει τον λογαριασμό από 24 ώρες έως 6 εβδομάδες· ο αυτοαποκλεισμός τον κλείνει για τουλάχιστον 6 μήνες. Ενεργούμε την ίδια μέρα και δεν μπορούμε να ανοίξουμε τον λογαριασμό νωρίτερα.

## Σημάδια που χρειάζονται προσοχή
- Ξοδεύετε περισσότερο χρόνο ή χρήματα απ' όσο σκοπεύατε.
- Κρύβετε το στοίχημα από την οικογένεια ή τους φίλους σας.
- Δανείζεστε ή πουλάτε πράγματα για να παίξετε.
- Νιώθετε άγχος ή εκνευρισμό όταν δεν παίζετε.

Αν αυτά σας θυμίζουν κάτι, μιλήστε σε κάποιον. Ανεξάρτητη, δωρεάν και εμπιστευτική βοήθεια προσφέρουν οργανισμοί όπως οι **Ανώνυμοι Τζογαδόροι** και οι υπηρεσίες απεξάρτησης που προτείνει η Επιτροπή Εποπτείας και Ελέγχου Παιγνίων, καθώς και ο γιατρός σας.

## Προστασία των παιδιών
Κρατήστε τα στοιχεία σύνδεσης μυστικά, αποσυνδέεστε σε κοινόχρηστες συσκευές και χρησιμοποιήστε γονικό έλεγχο για να μπλοκάρετε ιστότοπους τυχερών παιχνιδιών στις συσκευές των παιδιών.
`,
  },
};
