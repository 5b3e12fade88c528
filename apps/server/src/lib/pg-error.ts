/** PostgreSQL error codes the ledger reacts to. */
export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
/**
 * Text PostgreSQL cannot hold: U+0000 in a text parameter (22021) or in jsonb (22P05). JavaScript strings are
 * always valid otherwise, so these come from a caller's NUL character.
 */
export const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, looking through the wrappers Drizzle puts around the driver's error. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}
