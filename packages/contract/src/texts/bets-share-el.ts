import type { BETS_SHARE_EN } from './bets-share-en';

/** Greek texts of sharing a bet (issue 21). */
export const BETS_SHARE_EL: Record<keyof typeof BETS_SHARE_EN, string> = {
  'Bets.Share.Share': 'Κοινοποίηση',
  'Bets.Share.Title': 'Οι επιλογές μου',
  'Bets.Share.Text': 'Άνοιξε τις επιλογές μου στο δελτίο σου',
  'Bets.Share.Copied': 'Ο σύνδεσμος αντιγράφηκε',
  'Bets.Share.LinkLabel': 'Σύνδεσμος προς αυτές τις επιλογές',
  'Bets.Share.QrLabel': 'Κωδικός QR του συνδέσμου προς αυτές τις επιλογές',
  'Bets.Share.Error': 'Δεν ήταν δυνατή η δημιουργία συνδέσμου. Δοκιμάστε ξανά.',
  'Bets.Share.Loading': 'Φόρτωση των κοινοποιημένων επιλογών…',
  'Bets.Share.Loaded': 'Προστέθηκαν {{count}} επιλογές στο δελτίο σας με τις τρέχουσες αποδόσεις.',
  'Bets.Share.LeftOut': 'Παραλείφθηκαν: {{names}}',
  'Bets.Share.Suspended': '{{name}} (σε αναστολή)',
  'Bets.Share.Removed': '{{name}} (δεν προσφέρεται πια)',
  'Bets.Share.NotFound': 'Αυτός ο σύνδεσμος κοινοποίησης δεν είναι έγκυρος.',
};
