/**
 * The app-unavailable page's own words (spec §2, §9): it shows when the app cannot start, which is exactly when the
 * server's texts cannot be had, so they ship with the entry in both languages rather than in the text store.
 */
export const APP_UNAVAILABLE_TEXTS = {
  en: {
    title: 'We will be right back',
    body: 'The site cannot be reached at the moment. It will try again by itself.',
    countdown: 'Trying again in {seconds} s',
    retry: 'Try again now',
  },
  el: {
    title: 'Επιστρέφουμε σε λίγο',
    body: 'Ο ιστότοπος δεν είναι διαθέσιμος αυτή τη στιγμή. Θα ξαναδοκιμάσει μόνος του.',
    countdown: 'Νέα προσπάθεια σε {seconds} δευτ.',
    retry: 'Δοκιμή τώρα',
  },
} as const;
