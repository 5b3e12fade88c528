import type { BETS_INPLAY_EN } from './bets-inplay-en';

/** Greek texts of in-play bet acceptance; the type makes a missing key a compile error. */
export const BETS_INPLAY_EL: Record<keyof typeof BETS_INPLAY_EN, string> = {
  'Bets.InPlay.Waiting': 'Αναμονή αποδοχής…',
  'Bets.InPlay.WaitingSeconds': 'Αναμονή αποδοχής… {seconds} δευτ.',
  'Bets.InPlay.SlipLocked': 'Το δελτίο σας περιμένει αποδοχή· προσθέστε ή αφαιρέστε επιλογές μόλις ολοκληρωθεί.',
  'Bets.InPlay.Live': 'Live',
  'Bets.InPlay.SuspendedDuringDelay':
    'Μια αγορά ανεστάλη όσο το στοίχημά σας περίμενε αποδοχή, οπότε δεν τοποθετήθηκε. Ελέγξτε το δελτίο και δοκιμάστε ξανά.',
  'Bets.InPlay.MovedDuringDelay':
    'Μια απόδοση έπεσε όσο το στοίχημά σας περίμενε αποδοχή, οπότε δεν τοποθετήθηκε. Αποδεχτείτε τη νέα απόδοση για να το τοποθετήσετε.',
};
