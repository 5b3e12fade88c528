import { STAFF_ROLES, type StaffRole } from '@playline/contract/staff/roles';
import type { FastifyInstance } from 'fastify';
import { apiKeys } from '#app/db/schema.ts';
import { hashToken } from '#app/modules/auth/tokens.ts';

/** A fixed API key per role for tests (`plk_` and 43 characters, as real keys): never valid outside a test app. */
export const testKey = (role: StaffRole, brands: readonly string[] = []) =>
  `plk_${`test-${role}-${brands.join('-')}`.padEnd(43, '0').slice(0, 43)}`;

/** The owner's test key: every permission, every brand. */
export const OWNER_KEY = testKey('owner');

/** Puts each role's test key (and any brand-limited ones asked for) into a test app's database. */
export async function installTestKeys(app: FastifyInstance, limited: { role: StaffRole; brands: string[] }[] = []) {
  const rows = [...STAFF_ROLES.map((role) => ({ role, brands: [] as string[] })), ...limited].map(
    ({ role, brands }) => ({
      name: `test ${role}${brands.length ? ` (${brands.join(', ')})` : ''}`,
      role,
      brands,
      secretHash: hashToken(testKey(role, brands)),
    }),
  );
  await app.db.insert(apiKeys).values(rows).onConflictDoNothing();
}
