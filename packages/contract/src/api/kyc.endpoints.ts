import { endpoint } from '../http/endpoint';
import { kycParamsSchema, kycRequestSchema, kycResultSchema } from './kyc';
import * as routes from './kyc.routes';

export const kycEndpoints = {
  setKycStatus: endpoint(routes.setKycStatus, {
    tags: ['admin'],
    auth: 'staff',
    permission: 'players.kyc',
    summary: "Set a player's identity-check status (unverified, pending, verified, rejected)",
    description: 'Where the market requires it (Greek market), withdrawals wait for `verified`.',
    params: kycParamsSchema,
    body: kycRequestSchema,
    response: kycResultSchema,
    errors: [404],
  }),
};
