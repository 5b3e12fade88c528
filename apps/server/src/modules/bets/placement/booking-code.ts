import { randomInt } from 'node:crypto';
import { BOOKING_CODE_LENGTH } from '@playline/contract/bets';

/** The letters and digits of booking codes (BOOKING_CODE_PATTERN): no 0/O, 1/I, which read alike. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code from the CSPRNG; uniqueness is the booking_codes key's job (callers draw again on a clash). */
export function newBookingCode(): string {
  let code = '';
  for (let i = 0; i < BOOKING_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
