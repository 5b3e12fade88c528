import { PRIVACY_VERSION, TERMS_VERSION } from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import { userConsents } from '#app/db/schema.ts';

/** The documents a new player accepts, at the versions the registration form linked to. */
export const REGISTRATION_CONSENTS = [
  { document: 'terms', version: TERMS_VERSION },
  { document: 'privacy', version: PRIVACY_VERSION },
] as const;

/** Records that the player accepted the terms and the privacy notice at `acceptedAt` (in the caller's transaction). */
export async function recordRegistrationConsents(tx: Database, userId: number, acceptedAt: Date) {
  await tx.insert(userConsents).values(REGISTRATION_CONSENTS.map((consent) => ({ userId, ...consent, acceptedAt })));
}
