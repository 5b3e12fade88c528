import type { VIRTUAL_EN } from './virtual-en';

/** Greek texts of the virtual sports screens (issue 7); the type makes a missing key a compile error. */
export const VIRTUAL_EL: Record<keyof typeof VIRTUAL_EN, string> = {
  'Virtual.Title': 'Εικονικά αθλήματα',
  'Sport.virtual-football': 'Εικονικό ποδόσφαιρο',
  'Country.VR': 'Εικονικό',
  'Virtual.PlayingNow': 'Παίζεται τώρα',
  'Virtual.LatestResults': 'Τελευταία αποτελέσματα',
  'Virtual.PreviousRound': 'Προηγούμενη αγωνιστική',
  'Virtual.NextRound': 'Επόμενη αγωνιστική',
  'Virtual.KickOffIn': 'Σέντρα σε {{time}}',
  'Virtual.KickingOff': 'Η σέντρα ξεκινά…',
  'Virtual.ClosedInPlay': 'Τα στοιχήματα κλείνουν στη σέντρα. Κάθε αγώνας παίζει 90 λεπτά σε περίπου ενάμισι λεπτό.',
  'Virtual.NoMatches': 'Δεν υπάρχουν αγώνες σε αυτή την αγωνιστική.',
  'Virtual.Score': '{{home}} {{homeScore}}, {{away}} {{awayScore}}',
  'Virtual.MoreBets': 'Περισσότερα στοιχήματα (+{{count}})',
  'Virtual.FewerBets': 'Λιγότερα στοιχήματα',
  'Virtual.MarketsError': 'Δεν μπορέσαμε να φορτώσουμε αυτά τα στοιχήματα. Δοκιμάστε ξανά.',
  'Virtual.LoadError':
    'Δεν μπορέσαμε να φορτώσουμε αυτή την εικονική λίγκα. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
  'Virtual.GameNotFound': 'Δεν βρήκαμε αυτό το παιχνίδι.',
  'Virtual.NotVirtual': 'Αυτό το παιχνίδι δεν έχει εικονική λίγκα να δείξει.',
  'Virtual.BackToGames': 'Πίσω στα εικονικά παιχνίδια',
  'Virtual.Draw': 'Δίκαιη κλήρωση',
  'Virtual.DrawCommitment':
    'Σφραγίδα (SHA-256 του μυστικού της αγωνιστικής), δημοσιευμένη πριν κλείσουν τα στοιχήματα:',
  'Virtual.DrawPending': 'Το μυστικό αποκαλύπτεται μόλις τελειώσει η αγωνιστική.',
  'Virtual.DrawSecret': 'Το μυστικό της αγωνιστικής, που αποκαλύφθηκε μετά το τέλος της:',
  'Virtual.DrawVerify':
    'Επαλήθευση: το SHA-256 του μυστικού ισούται με τη σφραγίδα, και το μυστικό αναπαράγει κάθε σκορ της αγωνιστικής με τον δημόσιο κώδικα του Playline.',
};
