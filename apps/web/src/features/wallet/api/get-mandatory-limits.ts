import * as rg from '@playline/contract/api/safer-gambling';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { walletKeys } from './keys';

/**
 * GET /api/client/rg/safer-gambling, read for one fact: does the market still wait for the player's mandatory
 * limits? Typed, not parsed (the safer-gambling page owns the full answer); no toast when it fails, the deposit
 * itself still reports the server's refusal.
 */
export function getMandatoryLimitsMissing(signal?: AbortSignal): Promise<boolean> {
  return call(rg.getSaferGambling, {}, { signal, report: false }).then(
    (answer) => answer.mandatoryLimitsMissing === true,
  );
}

/** Asked only on a market that makes limits mandatory (the Greek one); elsewhere nothing waits for them. */
export function useMandatoryLimitsMissing(marketRequiresThem: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...walletKeys.all, 'mandatory-limits'] as const,
      queryFn: ({ signal }) => getMandatoryLimitsMissing(signal),
      enabled: marketRequiresThem,
      staleTime: 0,
    }),
  );
}
