import { createHash } from 'node:crypto';

/**
 * What identifies a money request besides its idempotency key: the operation and its validated body (zod output
 * keeps the schema's key order, so equal requests serialize equally).
 */
export const requestHash = (operation: string, body: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify([operation, body]))
    .digest('base64url');
