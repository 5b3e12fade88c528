import type { StaffCreate } from '@playline/contract/staff';
import type { StaffRole } from '@playline/contract/staff/roles';
import type { Database } from '#app/db/client.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { hashPassword } from '../auth/password';
import { countActiveOwners, countStaff, findStaffById, insertStaff, type StaffRow, updateStaffRow } from './repository';
import { deleteStaffSessionsOf } from './session-repository';

type NewMember = Omit<StaffCreate, 'brands'> & { brands?: string[] | undefined };

export async function createMember(db: Database, input: NewMember): Promise<StaffRow> {
  const created = await insertStaff(db, {
    login: input.login,
    displayName: input.displayName,
    email: input.email,
    role: input.role,
    brands: input.brands ?? [],
    passwordHash: await hashPassword(input.password),
  });
  if (!created) throw new HttpError(409, `The login ${input.login} is taken`);
  return created;
}

/**
 * The first owner, with the ADMIN_TOKEN, only while nobody has an account: from then on owners create accounts, and
 * a leaked token creates nothing.
 */
export async function bootstrapOwner(db: Database, input: Omit<NewMember, 'role'>): Promise<StaffRow> {
  if ((await countStaff(db)) > 0) throw new HttpError(409, 'Staff accounts exist: an owner creates the next ones');
  return createMember(db, { ...input, role: 'owner' });
}

export interface MemberChange {
  role?: StaffRole | undefined;
  brands?: string[] | undefined;
  disabled?: boolean | undefined;
  resetTotp?: true | undefined;
}

/**
 * Changes a member's access. Any change ends their sessions, so a narrower role or a disabled account takes effect
 * at once; a reset authenticator makes them enrol again at the next sign-in.
 */
export async function updateMember(db: Database, staffId: number, change: MemberChange, now: Date) {
  const before = await findStaffById(db, staffId);
  if (!before) throw new HttpError(404, 'No such staff member');
  const stopsOwning = (change.role !== undefined && change.role !== 'owner') || change.disabled === true;
  if (before.role === 'owner' && before.disabledAt === null && stopsOwning && (await countActiveOwners(db)) <= 1) {
    throw new HttpError(409, 'This is the last owner: make another owner first');
  }
  const after = await updateStaffRow(db, staffId, {
    ...(change.role === undefined ? {} : { role: change.role }),
    ...(change.brands === undefined ? {} : { brands: change.brands }),
    ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? now : null }),
    ...(change.resetTotp ? { totpSecret: null, totpEnrolledAt: null, totpLastStep: null } : {}),
  });
  if (!after) throw new HttpError(404, 'No such staff member');
  await deleteStaffSessionsOf(db, staffId);
  return { before, after };
}
