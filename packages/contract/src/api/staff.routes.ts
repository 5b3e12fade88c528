import { route } from '../http/route';
import type {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  apiKeySchema,
  bootstrapSchema,
  staffCreateSchema,
  staffIdParamsSchema,
  staffListSchema,
  staffMemberSchema,
  staffMeSchema,
  staffSignInResultSchema,
  staffSignInSchema,
  staffUpdateSchema,
  totpConfirmSchema,
  totpEnrolmentSchema,
} from './staff';

/** The back office's own account calls and the owner's staff and key management; schemas in `staff.endpoints.ts`. */

export const signIn = route(
  'POST',
  '/api/staff/sign-in',
  {} as { body: typeof staffSignInSchema; response: typeof staffSignInResultSchema },
);

export const signOut = route('POST', '/api/staff/sign-out');

export const getMe = route('GET', '/api/staff/me', {} as { response: typeof staffMeSchema });

export const startTotpEnrolment = route(
  'POST',
  '/api/staff/totp/enrolment',
  {} as { response: typeof totpEnrolmentSchema },
);

export const confirmTotp = route(
  'POST',
  '/api/staff/totp/confirm',
  {} as { body: typeof totpConfirmSchema; response: typeof staffMeSchema },
);

export const bootstrapOwner = route(
  'POST',
  '/api/admin/bootstrap',
  {} as { body: typeof bootstrapSchema; response: typeof staffMemberSchema },
);

export const listStaff = route('GET', '/api/admin/staff', {} as { response: typeof staffListSchema });

export const createStaff = route(
  'POST',
  '/api/admin/staff',
  {} as { body: typeof staffCreateSchema; response: typeof staffMemberSchema },
);

export const updateStaff = route(
  'PATCH',
  '/api/admin/staff/:staffId',
  {} as { params: typeof staffIdParamsSchema; body: typeof staffUpdateSchema; response: typeof staffMemberSchema },
);

export const listApiKeys = route('GET', '/api/admin/api-keys', {} as { response: typeof apiKeyListSchema });

export const createApiKey = route(
  'POST',
  '/api/admin/api-keys',
  {} as { body: typeof apiKeyCreateSchema; response: typeof apiKeyCreatedSchema },
);

export const revokeApiKey = route(
  'DELETE',
  '/api/admin/api-keys/:keyId',
  {} as { params: typeof apiKeyIdParamsSchema; response: typeof apiKeySchema },
);
