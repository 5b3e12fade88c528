import * as help from '@playline/contract/api/help';
import { type HelpPage, helpPageSchema } from '@playline/contract/help';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { HELP_STALE_MS, helpKeys } from './keys';

/**
 * GET /api/help/pages/:languageId/:slug — one page with its HTML (sanitised before it is shown). A 404 means the
 * site does not offer the page: the screen says so itself, so failures stay off the shell's toasts.
 */
export function getHelpPage(languageId: number, slug: string, signal?: AbortSignal): Promise<HelpPage> {
  return call(
    help.getHelpPage,
    { params: { languageId, slug } },
    { signal, report: false, parse: (data) => helpPageSchema.parse(data) },
  );
}

export function helpPageQueryOptions(languageId: number, slug: string) {
  return queryOptions({
    queryKey: helpKeys.page(languageId, slug),
    queryFn: ({ signal }) => getHelpPage(languageId, slug, signal),
    staleTime: HELP_STALE_MS,
  });
}

export function useHelpPage(languageId: number, slug: string) {
  return useQuery(helpPageQueryOptions(languageId, slug));
}
