import * as help from '@playline/contract/api/help';
import { type HelpIndexEntry, helpIndexSchema } from '@playline/contract/help';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { HELP_STALE_MS, helpKeys } from './keys';

/** GET /api/help/pages/:languageId — the help pages this site offers, in listing order. Help loads lazily, so it parses. */
export function getHelpIndex(languageId: number, signal?: AbortSignal): Promise<HelpIndexEntry[]> {
  return call(help.getHelpIndex, { params: { languageId } }, { signal, parse: (data) => helpIndexSchema.parse(data) });
}

export function helpIndexQueryOptions(languageId: number) {
  return queryOptions({
    queryKey: helpKeys.index(languageId),
    queryFn: ({ signal }) => getHelpIndex(languageId, signal),
    staleTime: HELP_STALE_MS,
  });
}

export function useHelpIndex(languageId: number) {
  return useQuery(helpIndexQueryOptions(languageId));
}
