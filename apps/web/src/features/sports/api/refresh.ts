/**
 * Lists re-read the catalogue every half minute (no push hub yet), so drifting odds reach the screen and the odds
 * buttons flash the move. Between reads the data counts as fresh, so navigating back does not refetch at once.
 */
export const LIST_REFRESH_MS = 30_000;
export const LIST_STALE_MS = 15_000;
