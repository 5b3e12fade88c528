import { isEmail } from './email';

/**
 * Payment methods and the accounts they pay from and to (issue 21), without zod: the web checks what the player
 * types as they type it, and the server's payment provider applies the same rules before any money moves.
 */
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'ewallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The longest account text the API takes (an IBAN with spaces is 42; an e-mail address is longer). */
export const PAYMENT_ACCOUNT_MAX = 254;

/** Why an account was refused; the texts are `Wallet.AccountProblem.<problem>` and `payments.<problem>`. */
export type AccountProblem =
  | 'cardFormat'
  | 'cardChecksum'
  | 'ibanFormat'
  | 'ibanCountry'
  | 'ibanLength'
  | 'ibanChecksum'
  | 'ewalletFormat';

/** IBAN lengths by country (SWIFT's registry, the SEPA countries and a few more). */
// biome-ignore format: a table of countries
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22,
  GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18,
  NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, TR: 26, VA: 22,
};

/** Spaces and dashes out, letters upper case: `gr16 0110 1250…` → `GR160110125…`. */
export const compactAccount = (text: string): string => text.replace(/[\s-]+/g, '').toUpperCase();

/** ISO 13616's check: the IBAN with its first four characters moved to the end, letters as 10–35, mod 97 is 1. */
function ibanChecksumOk(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export function ibanProblem(text: string): AccountProblem | null {
  const iban = compactAccount(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return 'ibanFormat';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'ibanCountry';
  if (iban.length !== length) return 'ibanLength';
  return ibanChecksumOk(iban) ? null : 'ibanChecksum';
}

/** Luhn's check of a card number (12 to 19 digits). */
export function cardProblem(text: string): AccountProblem | null {
  const digits = compactAccount(text);
  if (!/^\d{12,19}$/.test(digits)) return 'cardFormat';
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0 ? null : 'cardChecksum';
}

/** What is wrong with an account for a method, or null when the provider may take it. */
export function accountProblem(method: PaymentMethod, text: string): AccountProblem | null {
  if (method === 'card') return cardProblem(text);
  if (method === 'bank_transfer') return ibanProblem(text);
  return isEmail(text.trim()) ? null : 'ewalletFormat';
}

/** The account as the player's screens and the history show it: never the whole card number or IBAN. */
export function maskAccount(method: PaymentMethod, text: string): string {
  if (method === 'ewallet') {
    const [local = '', domain = ''] = text.trim().toLowerCase().split('@');
    return `${local.slice(0, 2)}•••@${domain}`;
  }
  const compact = compactAccount(text);
  if (method === 'card') return `•••• ${compact.slice(-4)}`;
  return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
}
