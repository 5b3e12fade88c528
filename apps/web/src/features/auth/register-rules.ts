import {
  CURRENCY_CODES,
  isCountryCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_PATTERN,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  USER_NAME_PATTERN,
} from '@playline/contract/account';
import type { MarketRules } from '@playline/contract/brands';
import type { TextKey } from '@playline/contract/texts';

export type RegisterTextField =
  | 'firstName'
  | 'lastName'
  | 'userName'
  | 'email'
  | 'password'
  | 'dateOfBirth'
  | 'countryCode'
  | 'currencyCode';
export type RegisterCheckField = 'acceptTerms' | 'acceptPrivacy';
export type RegisterField = RegisterTextField | RegisterCheckField;
/** In the order of the form, so the first broken field is the one focused. */
export const REGISTER_FIELDS: RegisterField[] = [
  'firstName',
  'lastName',
  'userName',
  'email',
  'password',
  'dateOfBirth',
  'countryCode',
  'currencyCode',
  'acceptTerms',
  'acceptPrivacy',
];
export type RegisterValues = Record<RegisterTextField, string> & Record<RegisterCheckField, boolean>;
export interface RuleProblem {
  key: TextKey;
  params?: Record<string, string | number>;
}
export type RegisterProblems = Partial<Record<RegisterField, RuleProblem>>;

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

const tidyName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ');
const isPersonName = (name: string) => name.length <= PERSON_NAME_MAX_LENGTH && PERSON_NAME_PATTERN.test(name);

/** Inputs as they are sent: names tidied, the user name, email and password trimmed. */
export function trimRegistration(values: RegisterValues): RegisterValues {
  return {
    ...values,
    firstName: tidyName(values.firstName),
    lastName: tidyName(values.lastName),
    userName: values.userName.trim(),
    email: values.email.trim(),
    password: values.password.trim(),
  };
}

function identityProblems(values: RegisterValues): RegisterProblems {
  const problems: RegisterProblems = {};
  if (!isPersonName(values.firstName)) problems.firstName = { key: 'Register.FirstNameInvalid' };
  if (!isPersonName(values.lastName)) problems.lastName = { key: 'Register.LastNameInvalid' };
  if (!isCountryCode(values.countryCode)) problems.countryCode = { key: 'Register.CountryInvalid' };
  if (!values.acceptTerms) problems.acceptTerms = { key: 'Register.TermsRequired' };
  if (!values.acceptPrivacy) problems.acceptPrivacy = { key: 'Register.PrivacyRequired' };
  return problems;
}

/**
 * The client-side mirror of the server's registration rules, with the minimum age of the brand's market (21 on the
 * Greek market); the server remains the judge (e.g. taken names).
 */
export function registrationProblems(input: RegisterValues, market: MarketRules, today: Date): RegisterProblems {
  const values = trimRegistration(input);
  const problems = identityProblems(values);
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
  if (age === null) problems.dateOfBirth = { key: 'Register.DateInvalid' };
  else if (age < market.minimumAge)
    problems.dateOfBirth = { key: 'Register.TooYoung', params: { age: market.minimumAge } };
  if (!(CURRENCY_CODES as readonly string[]).includes(values.currencyCode)) {
    problems.currencyCode = { key: 'Register.CurrencyInvalid' };
  }
  return problems;
}
