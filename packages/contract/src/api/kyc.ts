import * as z from 'zod';
import { KYC_STATUSES } from './safer-gambling';

/** PUT /api/admin/players/:id/kyc: the back office records the outcome of a player's identity check. */
export const kycParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const kycRequestSchema = z.object({ status: z.enum(KYC_STATUSES) });
export type KycRequest = z.infer<typeof kycRequestSchema>;

export const kycResultSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  brandKey: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
});
export type KycResult = z.infer<typeof kycResultSchema>;
