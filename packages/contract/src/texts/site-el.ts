import type { SITE_EN } from './site-en';

/** Greek texts of the site-wide prompts (issue 9). */
export const SITE_EL: Record<keyof typeof SITE_EN, string> = {
  'Consent.Title': 'Cookies στο {{brand}}',
  'Consent.Body':
    'Χρησιμοποιούμε απαραίτητα cookies για να παραμένετε συνδεδεμένοι και να μη χάνεται το δελτίο σας. Με τη συγκατάθεσή σας χρησιμοποιούμε και cookies στατιστικών, για να μαθαίνουμε ποιες σελίδες βοηθούν περισσότερο τους παίκτες.',
  'Consent.Policy': 'Διαβάστε την πολιτική cookies',
  'Consent.AcceptAll': 'Αποδοχή όλων',
  'Consent.EssentialOnly': 'Μόνο τα απαραίτητα',
  'Consent.Settings': 'Ρυθμίσεις cookies',
  'RegisterPrompt.Title': 'Πρώτη φορά στο {{brand}};',
  'RegisterPrompt.Body':
    'Ανοίξτε λογαριασμό σε ένα λεπτό: στοιχηματίστε σε χιλιάδες αγώνες, παρακολουθήστε τα στοιχήματά σας ζωντανά και κάντε cash out όποτε θέλετε.',
  'RegisterPrompt.Register': 'Εγγραφή τώρα',
  'RegisterPrompt.Later': 'Όχι τώρα',
  'AccessDenied.Body':
    'Αυτή η σελίδα δεν είναι διαθέσιμη για τον λογαριασμό σας σε αυτόν τον ιστότοπο. Αν νομίζετε ότι πρόκειται για λάθος, η ομάδα υποστήριξης μπορεί να βοηθήσει.',
  'AccessDenied.Contact': 'Επικοινωνία',
} as const;
