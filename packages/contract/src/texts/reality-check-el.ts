import type { REALITY_CHECK_EN } from './reality-check-en';

/** Greek texts of the reality-check reminder and its setting (issue 19). */
export const REALITY_CHECK_EL: Record<keyof typeof REALITY_CHECK_EN, string> = {
  'RealityCheck.Title': 'Έλεγχος πραγματικότητας',
  'RealityCheck.Body': 'Δείτε πώς πάει αυτή η συνεδρία. Κάντε ένα διάλειμμα ή συνεχίστε, αν το είχατε σχεδιάσει.',
  'RealityCheck.TimePlayed': 'Χρόνος παιχνιδιού',
  'RealityCheck.NetResult': 'Καθαρό αποτέλεσμα',
  'RealityCheck.NetNote': 'Κέρδη, επιστροφές και εξαργυρώσεις μείον πονταρίσματα, από τη σύνδεσή σας.',
  'RealityCheck.Loading': 'Υπολογίζουμε τη συνεδρία σας…',
  'RealityCheck.SettingTitle': 'Υπενθύμιση ελέγχου πραγματικότητας',
  'RealityCheck.SettingIntro':
    'Μια υπενθύμιση ανά τακτά διαστήματα δείχνει πόση ώρα παίζετε και το καθαρό σας αποτέλεσμα σε αυτή τη συνεδρία.',
  'RealityCheck.Every': 'Υπενθύμιση',
  'RealityCheck.Off': 'Ανενεργή',
  'RealityCheck.EveryMinutes': 'Κάθε {{minutes}} λεπτά',
  'RealityCheck.Save': 'Αποθήκευση υπενθύμισης',
  'RealityCheck.Saved': 'Η υπενθύμιση ελέγχου πραγματικότητας αποθηκεύτηκε.',
};
