import type { HelpCopy } from './types';

export const LIVE_STREAMING: HelpCopy = {
  slug: 'live-streaming',
  en: {
    title: 'Live streaming',
    body: `Watch selected events live while you bet on them, on your phone or computer.

## Who can watch
- You need to be logged in with a funded account, or to have placed a bet in the last 24 hours.
- Some events can only be shown in certain countries; where rights do not allow it, the stream is not offered.

## How to watch
1. Open **Live** and look for the play icon next to an event.
2. Tap the event, then **Watch**. The stream opens above the markets so you can bet while you watch.
3. On a phone, turn it sideways for full screen.

## If the picture stutters
- A stable connection of at least 2 Mbit/s is needed; Wi-Fi usually works better than mobile data.
- Close other apps and tabs that use the connection, then reload the stream.
- Pictures can lag a few seconds behind the real action. Prices and the scoreboard come from the official data feed, not from the video, so they may change before you see why.

Streams are for personal viewing only and may not be recorded or shown in public.
`,
  },
  el: {
    title: 'Ζωντανή μετάδοση',
    body: `Δείτε επιλεγμένους αγώνες ζωντανά την ώρα που στοιχηματίζετε, στο κινητό ή στον υπολογιστή σας.

## Ποιος μπορεί να δει
- Πρέπει να είστε συνδεδεμένοι με λογαριασμό που έχει υπόλοιπο ή να έχετε παίξει στοίχημα τις τελευταίες 24 ώρες.
- Ορισμένοι αγώνες μεταδίδονται μόνο σε ορισμένες χώρες· όπου τα δικαιώματα δεν το επιτρέπουν, η μετάδοση δεν προσφέρεται.

## Πώς θα δείτε
1. Ανοίξτε τα **Live** και βρείτε το εικονίδιο αναπαραγωγής δίπλα σε έναν αγώνα.
2. Πατήστε τον αγώνα και μετά **Παρακολούθηση**. Η εικόνα ανοίγει πάνω από τις αγορές, ώστε να παίζετε όσο βλέπετε.
3. Στο κινητό, γυρίστε το οριζόντια για πλήρη οθόνη.

## Αν η εικόνα κολλάει
- Χρειάζεται σταθερή σύνδεση τουλάχιστον 2 Mbit/s· το Wi-Fi συνήθως δουλεύει καλύτερα από τα δεδομένα κινητής.
- Κλείστε άλλες εφαρμογές και καρτέλες που χρησιμοποιούν τη σύνδεση και ξαναφορτώστε τη μετάδοση.
- Η εικόνα μπορεί να καθυστερεί λίγα δευτερόλεπτα από τη φάση. Οι αποδόσεις και το σκορ έρχονται από την επίσημη ροή δεδομένων, όχι από το βίντεο, οπότε μπορεί να αλλάξουν πριν δείτε το γιατί.

Οι μεταδόσεις είναι μόνο για προσωπική θέαση και δεν επιτρέπεται να καταγράφονται ή να προβάλλονται δημόσια.
`,
  },
};
