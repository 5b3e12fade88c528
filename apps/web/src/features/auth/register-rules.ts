import {
  CURRENCY_CODES,
  GREEK_MARKET_MINIMUM_AGE,
  MINIMUM_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  USER_NAME_PATTERN,
} from '@playline/contract/account';
import type { TextKey } from '@playline/contract/texts';

export type RegisterField = 'userName' | 'password' | 'email' | 'dateOfBirth' | 'currencyCode';
export type RegisterValues = Record<RegisterField, string>;
export interface RuleProblem {
  key: TextKey;
  params?: Record<string, string | number>;
}
export type RegisterProblems = Partial<Record<RegisterField, RuleProblem>>;

/** The Greek market (brand `hellas`) requires 21, everyone else 18: the same rule the server applies. */
export const minimumAge = (brandKey: string): number =>
  brandKey === 'hellas' ? GREEK_MARKET_MINIMUM_AGE : MINIMUM_AGE;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whole years from a YYYY-MM-DD birth date to `today` (UTC); null when it is not a real past date. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day || year < 1900 || born > today) return null;
  const passed = today.getUTCMonth() > month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (passed ? 0 : 1);
}

/** Inputs as they are sent: the user name, email and password trimmed. */
export function trimRegistration(values: RegisterValues): RegisterValues {
  return { ...values, userName: values.userName.trim(), email: values.email.trim(), password: values.password.trim() };
}

/** The client-side mirror of the server's registration rules; the server remains the judge (e.g. taken names). */
export function registrationProblems(input: RegisterValues, brandKey: string, today: Date): RegisterProblems {
  const values = trimRegistration(input);
  const problems: RegisterProblems = {};
  if (values.userName.length < USER_NAME_MIN_LENGTH || values.userName.length > USER_NAME_MAX_LENGTH) {
    problems.userName = { key: 'Register.UserNameLength' };
  } else if (!USER_NAME_PATTERN.test(values.userName)) {
    problems.userName = { key: 'Register.UserNameChars' };
  }
  if (values.password.length < PASSWORD_MIN_LENGTH || values.password.length > PASSWORD_MAX_LENGTH) {
    problems.password = { key: 'Register.PasswordLength' };
  }
  if (!EMAIL.test(values.email) || values.email.length > 254) problems.email = { key: 'Register.EmailInvalid' };
  const age = ageOn(values.dateOfBirth, today);
  const required = minimumAge(brandKey);
  if (age === null) problems.dateOfBirth = { key: 'Register.DateInvalid' };
  else if (age < required) problems.dateOfBirth = { key: 'Register.TooYoung', params: { age: required } };
  if (!(CURRENCY_CODES as readonly string[]).includes(values.currencyCode)) {
    problems.currencyCode = { key: 'Register.CurrencyInvalid' };
  }
  return problems;
}
