import * as sports from '@playline/contract/api/sports';
import { type ProviderVerify, providerVerifySchema } from '@playline/contract/sports';
import { call } from '#app/lib/api-client.ts';

/** POST /api/sports/providers/verify: the embedded sportsbook checks the token its host frame handed it. */
export function verifyProviderToken(token: string): Promise<ProviderVerify> {
  return call(sports.verifyProviderToken, { body: { token } }, { parse: (data) => providerVerifySchema.parse(data) });
}
