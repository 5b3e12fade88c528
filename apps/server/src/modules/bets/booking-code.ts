import { randomInt } from 'node:crypto';

/** The letters and digits of booking codes (BOOKING_CODE_PATTERN): no 0/O, 1/I, which read alike. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random six-character code; uniqueness is the booking_codes key's job (callers draw again on a clash). */
export function newBookingCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
