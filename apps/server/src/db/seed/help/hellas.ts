import type { HelpCopy } from './types';

/** Hellas Bet's own wording (brand key `hellas`): it has live chat and a Greek-speaking team. */
export const HELLAS_CONTACT_US: HelpCopy = {
  slug: 'contact-us',
  en: {
    title: 'Contact us',
    body: `Our Greek- and English-speaking team is here every day from 09:00 to 01:00 Greek time. For the quickest answer, [chat with us](/help/chat); for anything that needs documents or a longer explanation, use the form below and we answer by e-mail within 24 hours.

- Choose the topic that fits best, so the right team picks it up.
- Write from the e-mail address of your account if you have one, and never send us your password.
- You can also write to **{supportEmail}**.
`,
  },
  el: {
    title: 'Επικοινωνία',
    body: `Η ελληνόφωνη και αγγλόφωνη ομάδα μας είναι εδώ κάθε μέρα από τις 09:00 έως τη 01:00 ώρα Ελλάδας. Για την πιο γρήγορη απάντηση, [συνομιλήστε μαζί μας](/help/chat)· για ό,τι χρειάζεται έγγραφα ή μεγαλύτερη εξήγηση, χρησιμοποιήστε την παρακάτω φόρμα και θα σας απαντήσουμε με e-mail μέσα σε 24 ώρες.

- Επιλέξτε το θέμα που ταιριάζει καλύτερα, ώστε να το αναλάβει η σωστή ομάδα.
- Γράψτε από το e-mail του λογαριασμού σας αν έχετε, και μη μας στείλετε ποτέ τον κωδικό σας.
- Μπορείτε επίσης να γράψετε στο **{supportEmail}**.
`,
  },
};
