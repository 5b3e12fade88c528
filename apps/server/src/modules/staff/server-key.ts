import type { Database } from '#app/db/client.ts';
import { storedSecret } from '../sports/feed-seed';

const STAFF_KEY_SECRET = 'staff_totp_key';

/**
 * The secret the TOTP secrets are sealed under: SESSION_SECRET when the environment sets one (kept outside the
 * database, so a copy of the database alone opens nothing); otherwise one made at first start and stored, so a
 * development server can restart without every member enrolling again.
 */
export function staffSecretKey(configured: string | null, db: Database): Promise<string> {
  return configured === null ? storedSecret(db, STAFF_KEY_SECRET) : Promise.resolve(configured);
}
