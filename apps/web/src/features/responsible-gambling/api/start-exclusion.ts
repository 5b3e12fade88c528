import { type ExclusionRequest, type SaferGambling, saferGamblingSchema } from '@playline/contract/safer-gambling';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useClientStore } from '../../../lib/client-store-context';

/**
 * POST /api/client/rg/exclusion: starts a time-out or self-exclusion and ends every session of the player. The
 * answer is read leniently: the session is gone either way, and the caller logs the player out.
 */
export async function postExclusion(body: ExclusionRequest, languageId: number): Promise<SaferGambling | null> {
  const data = await api.post('/client/rg/exclusion', body, { query: { languageId } });
  const parsed = saferGamblingSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function useStartExclusion() {
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({ mutationFn: (body: ExclusionRequest) => postExclusion(body, languageId) });
}
