import { endpoint } from '../http/endpoint';
import {
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
import * as routes from './staff.routes';

const own = { tags: ['staff'], auth: 'staff', permission: 'account.self' } as const;
const managed = { tags: ['staff'], auth: 'staff', permission: 'staff.manage' } as const;

export const staffEndpoints = {
  signIn: endpoint(routes.signIn, {
    tags: ['staff'],
    auth: 'none',
    summary: 'Sign in to the back office with login, password and (once enrolled) the authenticator code',
    description: 'On the back-office host only. Sets the `pl_staff` cookie when the answer is `signedIn`.',
    body: staffSignInSchema,
    response: staffSignInResultSchema,
    errors: [404, 429],
  }),
  signOut: endpoint(routes.signOut, { ...own, summary: 'End this back-office session', status: 204 }),
  getMe: endpoint(routes.getMe, {
    ...own,
    summary: 'Who is signed in: role, brands and permissions',
    response: staffMeSchema,
  }),
  startTotpEnrolment: endpoint(routes.startTotpEnrolment, {
    ...own,
    summary: 'A new authenticator secret to scan (shown once; confirm it with a code)',
    response: totpEnrolmentSchema,
    errors: [409],
  }),
  confirmTotp: endpoint(routes.confirmTotp, {
    ...own,
    summary: 'Confirm the authenticator with a code it shows: every later sign-in asks for one',
    body: totpConfirmSchema,
    response: staffMeSchema,
    errors: [409],
  }),
  bootstrapOwner: endpoint(routes.bootstrapOwner, {
    tags: ['staff'],
    auth: 'bootstrap',
    summary: 'Create the first owner with the ADMIN_TOKEN, while no staff account exists',
    body: bootstrapSchema,
    response: staffMemberSchema,
    status: 201,
    errors: [409],
  }),
  listStaff: endpoint(routes.listStaff, { ...managed, summary: 'Every staff account', response: staffListSchema }),
  createStaff: endpoint(routes.createStaff, {
    ...managed,
    summary: 'Create a staff account with a role and an optional brand scope',
    body: staffCreateSchema,
    response: staffMemberSchema,
    status: 201,
    errors: [409],
  }),
  updateStaff: endpoint(routes.updateStaff, {
    ...managed,
    summary: "Change a member's role or brands, disable them, or make them enrol a new authenticator",
    params: staffIdParamsSchema,
    body: staffUpdateSchema,
    response: staffMemberSchema,
    errors: [404, 409],
  }),
  listApiKeys: endpoint(routes.listApiKeys, { ...managed, summary: 'Every API key', response: apiKeyListSchema }),
  createApiKey: endpoint(routes.createApiKey, {
    ...managed,
    summary: 'Create a named API key with a role (the key is shown in this answer only)',
    body: apiKeyCreateSchema,
    response: apiKeyCreatedSchema,
    status: 201,
  }),
  revokeApiKey: endpoint(routes.revokeApiKey, {
    ...managed,
    summary: 'Revoke an API key: it stops working at once',
    params: apiKeyIdParamsSchema,
    response: apiKeySchema,
    errors: [404],
  }),
};
