import type { ApiKey, StaffMe, StaffMember } from '@playline/contract/staff';
import { ROLE_PERMISSIONS, type StaffRole } from '@playline/contract/staff/roles';
import type { ApiKeyRow } from './api-key-repository';
import type { StaffRow } from './repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentMe(member: StaffRow, totpRequired: boolean): StaffMe {
  const role = member.role as StaffRole;
  const enrolled = member.totpEnrolledAt !== null;
  return {
    staffId: member.id,
    login: member.login,
    displayName: member.displayName,
    role,
    brands: member.brands,
    // Until an enrolment that production requires, the member's own account is all that is open.
    permissions: totpRequired && !enrolled ? ['account.self'] : [...ROLE_PERMISSIONS[role]],
    totpEnrolled: enrolled,
    totpRequired,
  };
}

export const presentMember = (member: StaffRow): StaffMember => ({
  staffId: member.id,
  login: member.login,
  displayName: member.displayName,
  email: member.email,
  role: member.role as StaffRole,
  brands: member.brands,
  totpEnrolled: member.totpEnrolledAt !== null,
  disabled: member.disabledAt !== null,
  createdAt: member.createdAt.toISOString(),
  lastSignInAt: iso(member.lastSignInAt),
});

export const presentApiKey = (key: ApiKeyRow, createdBy: string | null): ApiKey => ({
  keyId: key.id,
  name: key.name,
  role: key.role as StaffRole,
  brands: key.brands,
  createdBy: createdBy ?? 'ADMIN_TOKEN',
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: iso(key.lastUsedAt),
  revokedAt: iso(key.revokedAt),
});
