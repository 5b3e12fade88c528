import { type Exclusion, type ExclusionRequest, exclusionSchema } from '@playline/contract/safer-gambling';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useClientStore } from '../../../lib/client-store-context';

/** POST /api/client/rg/exclusion: starts a time-out or self-exclusion and ends every session of the player. */
export function postExclusion(body: ExclusionRequest, languageId: number): Promise<Exclusion> {
  return api.post('/client/rg/exclusion', body, {
    query: { languageId },
    parse: (data) => exclusionSchema.parse(data),
  });
}

export function useStartExclusion() {
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({ mutationFn: (body: ExclusionRequest) => postExclusion(body, languageId) });
}
