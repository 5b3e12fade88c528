import { type Permission, roleCan, type StaffRole } from '@playline/contract/staff/roles';

/**
 * Who makes an operator call (decision 027): a signed-in staff member or an API key, with the role and brand scope
 * that decide what they may do and see. `request.staff` holds it on every /api/staff and /api/admin request.
 */
export interface StaffActor {
  kind: 'staff' | 'api_key';
  /** The member's or the key's id. */
  id: number;
  /** The member's login or the key's name: what the audit log shows. */
  name: string;
  role: StaffRole;
  /** Brand keys the actor is limited to; empty = every brand. */
  brands: readonly string[];
  /** A member who has yet to enrol an authenticator where one is required: only their own account is open. */
  mustEnrolTotp: boolean;
  /** The session's id hash (staff members), so sign-out ends this one. */
  sessionIdHash: string | null;
}

export const actorCan = (actor: StaffActor, permission: Permission) =>
  roleCan(actor.role, permission) && (!actor.mustEnrolTotp || permission === 'account.self');

/** Whether the actor may see a player (or anything else) of this brand. */
export const actorSeesBrand = (actor: StaffActor, brandKey: string) =>
  actor.brands.length === 0 || actor.brands.includes(brandKey);
