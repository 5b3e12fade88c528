import type { HelpCopy } from './types';

/** The words above the contact form, for every brand; brands with chat get their own (see hellas.ts). */
export const CONTACT_US: HelpCopy = {
  slug: 'contact-us',
  en: {
    title: 'Contact us',
    body: `Our support team answers every message by e-mail, usually within 24 hours and every day of the year. Many answers are already in the [Frequently asked questions](/help/faq).

- Choose the topic that fits best, so the right team picks it up.
- Write from the e-mail address of your account if you have one, and never send us your password.
- You can also write to **{supportEmail}**.
`,
  },
  el: {
    title: 'Επικοινωνία',
    body: `Η ομάδα υποστήριξης απαντά σε κάθε μήνυμα με e-mail, συνήθως μέσα σε 24 ώρες, κάθε μέρα του χρόνου. Πολλές απαντήσεις υπάρχουν ήδη στις [Συχνές ερωτήσεις](/help/faq).

- Επιλέξτε το θέμα που ταιριάζει καλύτερα, ώστε να το αναλάβει η σωστή ομάδα.
- Γράψτε από το e-mail του λογαριασμού σας αν έχετε, και μη μας στείλετε ποτέ τον κωδικό σας.
- Μπορείτε επίσης να γράψετε στο **{supportEmail}**.
`,
  },
};
