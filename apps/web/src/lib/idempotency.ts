/**
 * A fresh `Idempotency-Key` for one money attempt (letters, digits and dashes, as the server requires). A retry of
 * the same attempt must send the same key so the server answers the first result instead of moving money twice.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Insecure contexts (plain http on a LAN host) have no randomUUID; 128 random bits in hex serve the same purpose.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
