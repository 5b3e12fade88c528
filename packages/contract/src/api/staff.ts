import * as z from 'zod';
import { PERMISSION_NAMES, type Permission, STAFF_ROLES, type StaffRole } from '../staff/roles';

/** The back office's session cookie (decision 027): `__Host-pl_staff` in production, only on the back-office host. */
export const STAFF_SESSION_COOKIE = 'pl_staff';
/** API keys look like `plk_<secret>`; the server stores the key's SHA-256 only and finds it by that. */
export const API_KEY_PREFIX = 'plk_';

export const staffRoleSchema = z.enum(STAFF_ROLES as [StaffRole, ...StaffRole[]]);
export const permissionSchema = z.enum(PERMISSION_NAMES as [Permission, ...Permission[]]);
/** Brand keys a member or key is limited to; empty = every brand. */
export const brandScopeSchema = z.array(z.string().min(1).max(40)).max(30);

const loginSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,40}$/, 'Use 3–40 letters, digits, dots, dashes or underscores');
const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

/** POST /api/staff/sign-in. `code` once the account has enrolled a second factor. */
export const staffSignInSchema = z.object({
  login: z.string().trim().toLowerCase().min(1).max(80),
  password: z.string().min(1).max(200),
  code: codeSchema.optional(),
});
export type StaffSignIn = z.input<typeof staffSignInSchema>;

/** Who is signed in to the back office (or whose API key calls). */
export const staffMeSchema = z.object({
  staffId: z.number().int(),
  login: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  brands: brandScopeSchema,
  permissions: z.array(permissionSchema),
  /** False until the member has enrolled an authenticator (then every sign-in asks for a code). */
  totpEnrolled: z.boolean(),
  /** True in production: the member must enrol before anything else. */
  totpRequired: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/**
 * The sign-in's answer: `signedIn` (the cookie is set), `codeRequired` (password right, ask for the code; nothing is
 * set), or `refused` with a message that never says which part was wrong.
 */
export const staffSignInResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signedIn'), me: staffMeSchema }),
  z.object({ status: z.literal('codeRequired') }),
  z.object({ status: z.literal('refused'), message: z.string() }),
]);
export type StaffSignInResult = z.infer<typeof staffSignInResultSchema>;

/** POST /api/staff/totp/enrolment: a new secret to scan, shown once; confirmed with a code it produced. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;
export const totpConfirmSchema = z.object({ code: codeSchema });

/** A staff account as the owner's list shows it. */
export const staffMemberSchema = z.object({
  staffId: z.number().int(),
  login: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  brands: brandScopeSchema,
  totpEnrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });

export const staffCreateSchema = z.object({
  login: loginSchema,
  displayName: z.string().trim().min(1).max(80),
  email: z.email().max(200),
  role: staffRoleSchema,
  brands: brandScopeSchema.default([]),
  /** At least 12 characters: staff passwords open every player's data. */
  password: z.string().min(12, 'At least 12 characters').max(200),
});
export type StaffCreate = z.input<typeof staffCreateSchema>;

export const staffUpdateSchema = z.object({
  role: staffRoleSchema.optional(),
  brands: brandScopeSchema.optional(),
  disabled: z.boolean().optional(),
  /** Forgets the authenticator: the member enrols again at the next sign-in. */
  resetTotp: z.literal(true).optional(),
});
export const staffIdParamsSchema = z.object({ staffId: z.coerce.number().int().positive() });

/** POST /api/admin/bootstrap (ADMIN_TOKEN): the first owner, only while no staff account exists. */
export const bootstrapSchema = staffCreateSchema.omit({ role: true, brands: true });

export const apiKeySchema = z.object({
  keyId: z.number().int(),
  name: z.string(),
  role: staffRoleSchema,
  brands: brandScopeSchema,
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export const apiKeyCreateSchema = z.object({
  name: z.string().trim().min(1).max(80),
  role: staffRoleSchema,
  brands: brandScopeSchema.default([]),
});
/** The key itself is in this answer only: it is never shown again. */
export const apiKeyCreatedSchema = z.object({ key: z.string(), apiKey: apiKeySchema });
export const apiKeyIdParamsSchema = z.object({ keyId: z.coerce.number().int().positive() });
