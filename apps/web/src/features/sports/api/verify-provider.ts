import { type ProviderVerify, providerVerifySchema } from '@playline/contract/sports';
import { api } from '../../../lib/api-client';

/** POST /api/sports/providers/verify: the embedded sportsbook checks the token its host frame handed it. */
export function verifyProviderToken(token: string): Promise<ProviderVerify> {
  return api.post('/sports/providers/verify', { token }, { parse: (data) => providerVerifySchema.parse(data) });
}
