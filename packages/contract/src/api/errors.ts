import * as z from 'zod';

/** The one error body every endpoint answers with (design §7); never a stack trace. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Per-field messages of a 400 (registration, password reset), translated: `{userName: 'Already taken'}`. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
