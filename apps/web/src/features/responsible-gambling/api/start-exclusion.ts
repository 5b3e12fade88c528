import * as rg from '@playline/contract/api/safer-gambling';
import { type Exclusion, type ExclusionRequest, exclusionSchema } from '@playline/contract/safer-gambling';
import { useMutation } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';

/** POST /api/client/rg/exclusion: starts a time-out or self-exclusion and ends every session of the player. */
export function postExclusion(body: ExclusionRequest, languageId: number): Promise<Exclusion> {
  return call(rg.startExclusion, { body, languageId }, { parse: (data) => exclusionSchema.parse(data) });
}

export function useStartExclusion() {
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({ mutationFn: (body: ExclusionRequest) => postExclusion(body, languageId) });
}
