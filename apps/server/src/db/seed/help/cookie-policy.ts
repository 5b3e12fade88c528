import type { HelpCopy } from './types';

export const COOKIE_POLICY: HelpCopy = {
  slug: 'cookie-policy',
  en: {
    title: 'Cookie policy',
    body: `Cookies are small files a site stores in your browser. {brand} also keeps a few settings in your browser's local storage. This page says what we store and what the cookie banner lets you choose.

## Essential (always on)
These make the site work, so they need no consent:

| Name | What it does | Kept for |
|---|---|---|
| pl_session | Keeps you logged in | Until you log out, or 30 days with *Remember me* |
| XSRF-TOKEN | Protects your account against forged requests | The browser session |
| referrer | Returns you to the page you came from after logging in | The browser session |
| slip_s, lang_info, fav_s | Your bet slip, language and favourites (local storage) | Until you clear them |
| cookie_consent | Remembers your choice in the cookie banner (local storage) | 12 months |

## Analytics (only with your consent)
When you choose **Accept all**, we measure which pages and features players use, anonymously, to improve them. When you choose **Essential only**, no analytics data is collected.

## Changing your choice
Use **Cookie settings** at the bottom of any page to open the banner again, or clear this site's data in your browser's settings. Blocking essential cookies stops you from logging in.
`,
  },
  el: {
    title: 'Πολιτική cookies',
    body: `Τα cookies είναι μικρά αρχεία που ένας ιστότοπος αποθηκεύει στον φυλλομετρητή σας. Το {brand} κρατά επίσης λίγες ρυθμίσεις στον τοπικό χώρο αποθήκευσης του φυλλομετρητή. Η σελίδα αυτή λέει τι αποθηκεύουμε και τι σας αφήνει να επιλέξετε το μήνυμα για τα cookies.

## Απαραίτητα (πάντα ενεργά)
Κάνουν τον ιστότοπο να λειτουργεί, γι' αυτό δεν χρειάζονται συγκατάθεση:

| Όνομα | Τι κάνει | Διάρκεια |
|---|---|---|
| pl_session | Σας κρατά συνδεδεμένους | Μέχρι την αποσύνδεση ή 30 ημέρες με το *Να με θυμάσαι* |
| XSRF-TOKEN | Προστατεύει τον λογαριασμό σας από πλαστά αιτήματα | Όσο είναι ανοιχτός ο φυλλομετρητής |
| referrer | Σας επιστρέφει στη σελίδα από την οποία ήρθατε μετά τη σύνδεση | Όσο είναι ανοιχτός ο φυλλομετρητής |
| slip_s, lang_info, fav_s | Το δελτίο, η γλώσσα και τα αγαπημένα σας (τοπική αποθήκευση) | Μέχρι να τα διαγράψετε |
| cookie_consent | Θυμάται την επιλογή σας για τα cookies (τοπική αποθήκευση) | 12 μήνες |

## Στατιστικά (μόνο με τη συγκατάθεσή σας)
Όταν επιλέγετε **Αποδοχή όλων**, μετράμε ανώνυμα ποιες σελίδες και λειτουργίες χρησιμοποιούν οι παίκτες, για να τις βελτιώνουμε. Όταν επιλέγετε **Μόνο τα απαραίτητα**, δεν συλλέγονται δεδομένα στατιστικών.

## Αλλαγή της επιλογής σας
Πατήστε **Ρυθμίσεις cookies** στο κάτω μέρος κάθε σελίδας για να ανοίξει ξανά το μήνυμα ή διαγράψτε τα δεδομένα του ιστότοπου από τις ρυθμίσεις του φυλλομετρητή. Αν μπλοκάρετε τα απαραίτητα cookies δεν θα μπορείτε να συνδεθείτε.
`,
  },
};
