import { API_KEY_PREFIX } from '@playline/contract/staff';
import type { StaffRole } from '@playline/contract/staff/roles';
import type { Database } from '#app/db/client.ts';
import { hashToken, newToken } from '../auth/tokens';
import type { StaffActor } from './actor';
import { findApiKeyByHash, insertApiKey, touchApiKey } from './api-key-repository';

const KEY_PATTERN = /^plk_[A-Za-z0-9_-]{43}$/;

/** A new key: `plk_` and 256 random bits, shown once; the database keeps its SHA-256 and finds it by that. */
export async function createApiKey(
  db: Database,
  { name, role, brands, createdBy }: { name: string; role: StaffRole; brands: string[]; createdBy: number | null },
) {
  const key = `${API_KEY_PREFIX}${newToken()}`;
  const row = await insertApiKey(db, { name, role, brands, createdBy, secretHash: hashToken(key) });
  return { key, row };
}

/** The actor of a bearer key, or null for a malformed, unknown or revoked one. */
export async function resolveApiKey(db: Database, bearer: string, now: Date): Promise<StaffActor | null> {
  if (!KEY_PATTERN.test(bearer)) return null;
  const row = await findApiKeyByHash(db, hashToken(bearer));
  if (!row || row.revokedAt !== null) return null;
  // At most once a minute: a busy script should not write on every call.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) await touchApiKey(db, row.id, now);
  return {
    kind: 'api_key',
    id: row.id,
    name: row.name,
    role: row.role as StaffRole,
    brands: row.brands,
    mustEnrolTotp: false,
    sessionIdHash: null,
  };
}
