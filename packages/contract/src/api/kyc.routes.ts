import { route } from '../http/route';
import type { kycParamsSchema, kycRequestSchema, kycResultSchema } from './kyc';

/** The back office's identity-check verdict; schemas and documentation in `kyc.endpoints.ts`. */

export const setKycStatus = route(
  'PUT',
  '/api/admin/players/:id/kyc',
  {} as {
    params: typeof kycParamsSchema;
    body: typeof kycRequestSchema;
    response: typeof kycResultSchema;
  },
);
