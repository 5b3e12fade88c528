import type { REALITY_CHECK_EN } from './reality-check-en';

/** Greek texts of the reality-check reminder (issue 19); the setting is on the safer-gambling page. */
export const REALITY_CHECK_EL: Record<keyof typeof REALITY_CHECK_EN, string> = {
  'RealityCheck.Title': 'Έλεγχος πραγματικότητας',
  'RealityCheck.Body': 'Δείτε πώς πάει αυτή η συνεδρία. Κάντε ένα διάλειμμα ή συνεχίστε, αν το είχατε σχεδιάσει.',
  'RealityCheck.TimePlayed': 'Χρόνος παιχνιδιού',
  'RealityCheck.NetResult': 'Καθαρό αποτέλεσμα',
  'RealityCheck.NetNote': 'Κέρδη, επιστροφές και εξαργυρώσεις μείον πονταρίσματα, από τη σύνδεσή σας.',
  'RealityCheck.Loading': 'Υπολογίζουμε τη συνεδρία σας…',
};
