import type { HelpCopy } from './types';

/**
 * The spec's live-streaming help page (route Help_LiveStreamingPage). We have no video rights, so it explains what
 * there is: the match tracker drawn from the data feed. It promised streams until issue 21 (copy-revisions.ts).
 */
export const LIVE_STREAMING: HelpCopy = {
  slug: 'live-streaming',
  en: {
    title: 'Match tracker',
    body: `We do not stream video. Every match in play has a **match tracker** instead: a live picture of the game drawn from the official data feed, next to its markets.

## What the tracker shows
- The score and the clock, or the sets, games and points in tennis.
- What is happening now: who is attacking, a corner, a free kick, a serve.
- The match's statistics and key moments as they come in.

## How to open it
1. Open **Live** and tap an event.
2. Tap **Match tracker** under the score. You can go back to the markets at any time.

## Good to know
- Prices and the tracker come from the same data feed, so both change together. A feed can still be a few seconds behind the real action, which is why betting pauses during dangerous moments.
- The tracker is free to follow for everyone; you do not need to be logged in.
`,
  },
  el: {
    title: 'Ζωντανή απεικόνιση αγώνα',
    body: `Δεν μεταδίδουμε βίντεο. Κάθε αγώνας σε εξέλιξη έχει αντί γι' αυτό **ζωντανή απεικόνιση**: μια ζωντανή εικόνα του αγώνα που σχεδιάζεται από την επίσημη ροή δεδομένων, δίπλα στις αγορές του.

## Τι δείχνει η απεικόνιση
- Το σκορ και το χρονόμετρο, ή τα σετ, τα γκέιμ και τους πόντους στο τένις.
- Τι συμβαίνει τώρα: ποιος επιτίθεται, ένα κόρνερ, ένα φάουλ, ένα σερβίς.
- Τα στατιστικά και τις κρίσιμες φάσεις του αγώνα όπως έρχονται.

## Πώς το ανοίγετε
1. Ανοίξτε τα **Live** και πατήστε έναν αγώνα.
2. Πατήστε **Ζωντανή απεικόνιση** κάτω από το σκορ. Μπορείτε να επιστρέψετε στις αγορές όποτε θέλετε.

## Καλό να ξέρετε
- Οι αποδόσεις και η απεικόνιση έρχονται από την ίδια ροή δεδομένων, οπότε αλλάζουν μαζί. Μια ροή μπορεί πάντως να καθυστερεί λίγα δευτερόλεπτα από τη φάση· γι' αυτό το στοίχημα σταματά στιγμιαία στις επικίνδυνες φάσεις.
- Η απεικόνιση είναι ελεύθερη για όλους· δεν χρειάζεται σύνδεση.
`,
  },
};
