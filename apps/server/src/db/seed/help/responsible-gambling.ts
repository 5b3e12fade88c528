import type { HelpCopy } from './types';

/**
 * The safer-gambling tools as the product has them (issue 19). The market's figures (age, cooling-off, warning
 * share) and its own rules ({marketRules}) are placeholders the help service fills per brand, so the page cannot
 * promise what the brand's market does not enforce.
 */
export const RESPONSIBLE_GAMBLING: HelpCopy = {
  slug: 'responsible-gambling',
  en: {
    title: 'Responsible gambling',
    body: `Betting should be fun, never a way to make money or to escape problems. {brand} is for adults: you must be **{minimumAge} or over** to play, and we may ask you to prove it.

## Keep it under control
- Decide before you play how much time and money you will spend, and stop when you reach it.
- Never chase losses, and never bet with money you need for rent, bills or food.
- Take breaks, and don't bet when you are upset, tired or have been drinking.

## Tools in your account
Log in and open **[Safer gambling](/user-account/safer-gambling)** from the account menu; the deposit page and the foot of every page link to it too. You set every tool there yourself, at any time, without asking us.

- **Deposit, loss and wager limits**, each per 24 hours, 7 days and 30 days, counted over a rolling window that ends now. A deposit limit caps what you pay in; a loss limit caps your stakes minus what comes back to you (wins, refunds and cash-outs); a wager limit caps your stakes. A deposit or stake that would go over a limit is refused, with the limit's name, the amount left and when it resets, and you are warned once {warningPercent}% of a limit is used. The limits hold everywhere you can stake: sports bets before and during a match, bet builder, casino games, live tables, virtual sports, and bets a shop places for you.
- **Changing a limit**: a new or lower limit applies at once. Raising or removing one waits {coolingOffHours} hours; the page shows when the change will apply, and you can cancel it until then.
- **Session time limit**: how long you want to play in one session, up to 24 hours. When the time is up, a reality check tells you so: take a break by logging out, or continue. A new or shorter limit starts counting when you set it; a longer one or a removal also waits {coolingOffHours} hours.
- **Reality-check reminder**: every 15, 30 or 60 minutes of a session, or off. It shows how long you have played and your net result since you logged in, with **Continue** and **Log out**.
- **Time-out**: a break of 24 hours, 7 days, 30 days or 6 weeks.
- **Self-exclusion**: for 6 months, 1 year, 5 years or permanently.
- **Activity statement**: your deposits, withdrawals, stakes, returns and net result for each of the last 12 months, and your deposits minus withdrawals since you opened the account.

A time-out or self-exclusion starts as soon as you confirm it and logs you out everywhere. Until it ends you can log in only to see your balance and history and to withdraw: no deposits, no bets or games (also not at a shop), no promotions and no marketing messages. It cannot be shortened or lifted early, not even by our support team.
{marketRules}
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
    body: `Το στοίχημα πρέπει να είναι διασκέδαση, ποτέ τρόπος να βγάλετε χρήματα ή να ξεφύγετε από προβλήματα. Το {brand} απευθύνεται σε ενήλικες: πρέπει να είστε **{minimumAge} ετών και άνω** για να παίξετε και μπορεί να σας ζητήσουμε να το αποδείξετε.

## Κρατήστε τον έλεγχο
- Αποφασίστε πριν παίξετε πόσο χρόνο και πόσα χρήματα θα διαθέσετε και σταματήστε όταν τα φτάσετε.
- Μην κυνηγάτε τις απώλειες και μην παίζετε χρήματα που χρειάζεστε για ενοίκιο, λογαριασμούς ή φαγητό.
- Κάνετε διαλείμματα και μην παίζετε όταν είστε αναστατωμένοι, κουρασμένοι ή έχετε πιει.

## Εργαλεία στον λογαριασμό σας
Συνδεθείτε και ανοίξτε το **[Υπεύθυνος τζόγος](/user-account/safer-gambling)** από το μενού του λογαριασμού· θα το βρείτε και στη σελίδα κατάθεσης και στο κάτω μέρος κάθε σελίδας. Όλα τα εργαλεία τα ορίζετε εκεί μόνοι σας, οποιαδήποτε στιγμή, χωρίς να μας ρωτήσετε.

- **Όρια κατάθεσης, απωλειών και πονταρίσματος**, το καθένα για 24 ώρες, 7 ημέρες και 30 ημέρες, σε κυλιόμενο διάστημα που τελειώνει τώρα. Το όριο κατάθεσης περιορίζει όσα βάζετε στον λογαριασμό· το όριο απωλειών τα πονταρίσματά σας μείον όσα σας επιστρέφονται (κέρδη, επιστροφές και εξαργυρώσεις)· το όριο πονταρίσματος τα πονταρίσματά σας. Μια κατάθεση ή ένα πόνταρισμα που θα ξεπερνούσε ένα όριο απορρίπτεται, με το όνομα του ορίου, το ποσό που απομένει και πότε ανανεώνεται, και σας ειδοποιούμε μόλις χρησιμοποιήσετε το {warningPercent}% ενός ορίου. Τα όρια ισχύουν παντού όπου ποντάρετε: αθλητικά στοιχήματα πριν και κατά τη διάρκεια του αγώνα, bet builder, παιχνίδια καζίνο, live τραπέζια, εικονικά αθλήματα και στοιχήματα που βάζει για εσάς ένα κατάστημα.
- **Αλλαγή ορίου**: ένα νέο ή χαμηλότερο όριο ισχύει αμέσως. Η αύξηση ή η κατάργηση ενός ορίου περιμένει {coolingOffHours} ώρες· η σελίδα δείχνει πότε θα ισχύσει η αλλαγή και μπορείτε να την ακυρώσετε ως τότε.
- **Όριο χρόνου συνεδρίας**: πόση ώρα θέλετε να παίζετε σε μία συνεδρία, έως 24 ώρες. Όταν περάσει ο χρόνος, ένας έλεγχος πραγματικότητας σας το λέει: κάντε διάλειμμα αποσυνδεόμενοι ή συνεχίστε. Ένα νέο ή μικρότερο όριο αρχίζει να μετρά από τη στιγμή που το ορίζετε· ένα μεγαλύτερο ή η κατάργησή του περιμένει κι αυτό {coolingOffHours} ώρες.
- **Υπενθύμιση ελέγχου πραγματικότητας**: κάθε 15, 30 ή 60 λεπτά μιας συνεδρίας ή ανενεργή. Δείχνει πόση ώρα παίζετε και το καθαρό σας αποτέλεσμα από τη σύνδεσή σας, με **Συνέχεια** και **Αποσύνδεση**.
- **Διάλειμμα**: 24 ώρες, 7 ημέρες, 30 ημέρες ή 6 εβδομάδες.
- **Αυτοαποκλεισμός**: για 6 μήνες, 1 χρόνο, 5 χρόνια ή οριστικά.
- **Κατάσταση δραστηριότητας**: οι καταθέσεις, οι αναλήψεις, τα πονταρίσματα, οι επιστροφές και το καθαρό σας αποτέλεσμα για καθέναν από τους τελευταίους 12 μήνες, και οι καταθέσεις μείον τις αναλήψεις από τότε που ανοίξατε τον λογαριασμό.

Ένα διάλειμμα ή ένας αυτοαποκλεισμός ξεκινά μόλις τον επιβεβαιώσετε και σας αποσυνδέει παντού. Μέχρι να λήξει μπορείτε να συνδέεστε μόνο για να δείτε το υπόλοιπο και το ιστορικό σας και για να κάνετε ανάληψη: χωρίς καταθέσεις, στοιχήματα ή παιχνίδια (ούτε σε κατάστημα), προσφορές και διαφημιστικά μηνύματα. Δεν μπορεί να συντομευτεί ούτε να αρθεί νωρίτερα, ούτε από την ομάδα υποστήριξης.
{marketRules}
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
