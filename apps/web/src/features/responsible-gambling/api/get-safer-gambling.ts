import * as rg from '@playline/contract/api/safer-gambling';
import { type SaferGambling, saferGamblingSchema } from '@playline/contract/safer-gambling';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { rgKeys } from './keys';

/**
 * GET /api/client/rg/safer-gambling: limits with what is used and left, the time limit, reminder and exclusion.
 * Read in the background on every page (the warning line): a failure is no toast; the page shows its own.
 */
export function getSaferGambling(languageId: number, signal?: AbortSignal): Promise<SaferGambling> {
  return call(
    rg.getSaferGambling,
    { languageId },
    { signal, report: false, parse: (data) => saferGamblingSchema.parse(data) },
  );
}

export function saferGamblingQueryOptions(languageId: number) {
  return queryOptions({
    queryKey: rgKeys.state(),
    queryFn: ({ signal }) => getSaferGambling(languageId, signal),
    staleTime: 30_000,
  });
}

/** The player's safer-gambling state; `enabled` false for a visitor (the call needs a session). */
export function useSaferGambling(enabled = true) {
  const languageId = useClientStore((state) => state.language.id);
  return useQuery({ ...saferGamblingQueryOptions(languageId), enabled });
}
