import * as content from '@playline/contract/api/content';
import type { TextResource } from '@playline/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';

/** GET /api/resources/text?languageId=&key= — a text resource such as the SEO text (spec §7). */
export function getTextResource(languageId: number, key: string, signal?: AbortSignal): Promise<TextResource> {
  return call(content.getTextResource, { query: { languageId, key } }, { signal });
}

/** The SEO text is cached indefinitely (spec §7): fetched once per language and key. */
export function seoTextQueryOptions(languageId: number, key: string) {
  return queryOptions({
    queryKey: ['resources', 'text', languageId, key] as const,
    queryFn: ({ signal }) => getTextResource(languageId, key, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** `key` null: this page has no SEO text, nothing is fetched. */
export function useSeoText(languageId: number, key: string | null) {
  return useQuery({ ...seoTextQueryOptions(languageId, key ?? ''), enabled: key !== null });
}
