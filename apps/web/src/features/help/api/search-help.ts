import * as help from '@playline/contract/api/help';
import { HELP_SEARCH_MIN_LENGTH, type HelpSearchHit, helpSearchResultSchema } from '@playline/contract/help';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { HELP_STALE_MS, helpKeys } from './keys';

/** True when the text is long enough for the server to search with. */
export const isSearchable = (text: string): boolean => text.trim().length >= HELP_SEARCH_MIN_LENGTH;

/**
 * GET /api/help/search?languageId=&q= — sections of this site's pages holding the words. Failures stay off the
 * toasts: the search says so under its field, once, not per keystroke.
 */
export function searchHelp(languageId: number, text: string, signal?: AbortSignal): Promise<HelpSearchHit[]> {
  return call(
    help.searchHelp,
    { query: { languageId, q: text.trim() } },
    { signal, report: false, parse: (data) => helpSearchResultSchema.parse(data) },
  );
}

export function helpSearchQueryOptions(languageId: number, text: string) {
  const query = text.trim();
  return queryOptions({
    queryKey: helpKeys.search(languageId, query),
    queryFn: ({ signal }) => searchHelp(languageId, query, signal),
    staleTime: HELP_STALE_MS,
  });
}

/** Hits for `text`; nothing is asked below two characters. Keeps the last hits while the next load. */
export function useHelpSearch(languageId: number, text: string) {
  return useQuery({
    ...helpSearchQueryOptions(languageId, text),
    enabled: isSearchable(text),
    placeholderData: keepPreviousData,
  });
}
