/**
 * An e-mail address as every check of one takes it (registration, the contact form, their zod schemas), without
 * zod: the web checks addresses in forms whose pages have no room for the schema library.
 */

/** The longest address a mailbox can have (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;
/**
 * An e-mail address as zod's `z.email()` checks it by default (its `regexes.email`, kept here so the web's first
 * load does not need zod): dot-separated local parts, a domain of labels and a top-level domain of two letters or
 * more. The schemas pass it to `z.email({ pattern })`, so every check of an address uses this one pattern.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An address the server takes: the pattern above, at most `EMAIL_MAX_LENGTH` characters. */
export const isEmail = (text: string): boolean => text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
