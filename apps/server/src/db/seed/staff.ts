import type { StaffRole } from '@playline/contract/staff/roles';
import { count } from 'drizzle-orm';
import { hashPassword } from '#app/modules/auth/password.ts';
import type { Database } from '../client';
import { staff } from '../schema';

/** Every demo member's password (development and tests only; production bootstraps its first owner). */
export const DEMO_STAFF_PASSWORD = 'backoffice-demo';

/** One member per role, and a support agent limited to Hellas Bet, as the README lists them. */
export const DEMO_STAFF: { login: string; displayName: string; role: StaffRole; brands: string[] }[] = [
  { login: 'owner', displayName: 'Olga Owner', role: 'owner', brands: [] },
  { login: 'admin', displayName: 'Adam Admin', role: 'admin', brands: [] },
  { login: 'trader', displayName: 'Tess Trader', role: 'trader', brands: [] },
  { login: 'support', displayName: 'Sam Support', role: 'support', brands: [] },
  { login: 'support-hellas', displayName: 'Eleni Support', role: 'support', brands: ['hellas'] },
  { login: 'content', displayName: 'Cora Content', role: 'content', brands: [] },
  { login: 'finance', displayName: 'Finn Finance', role: 'finance', brands: [] },
  { login: 'finance2', displayName: 'Fay Finance', role: 'finance', brands: [] },
  { login: 'shops', displayName: 'Shay Shops', role: 'shopManager', brands: ['hellas'] },
];

/** The demo staff, only into a database without any staff (an operator's own accounts are never touched). */
export async function seedDemoStaff(db: Database): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(staff);
  if ((existing?.n ?? 0) > 0) return 0;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const rows = DEMO_STAFF.map((member) => ({
    ...member,
    email: `${member.login}@backoffice.playline.test`,
    passwordHash,
  }));
  return (await db.insert(staff).values(rows).onConflictDoNothing().returning({ id: staff.id })).length;
}
