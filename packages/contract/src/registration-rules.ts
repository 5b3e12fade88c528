/**
 * The registration rules, once, without zod: the server judges a registration with them (and answers every broken
 * rule at once, translated) and the web's form checks the same rules before sending, so the two cannot drift. The
 * schema of `api/account.ts` takes its limits from here, and every e-mail check its pattern from `email.ts`.
 */
import { isCountryCode } from './countries';
import { isEmail } from './email';

export const USER_NAME_MIN_LENGTH = 5;
export const USER_NAME_MAX_LENGTH = 30;
/** Letters, digits, dot, underscore and dash. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9._-]+$/;
/** Passwords are trimmed like the login form's input; at least 8 characters and not a common password. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CURRENCY_CODES = ['EUR', 'USD', 'GBP'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
/** First and last names as on an identity document: letters of any script, then letters, spaces, ' . or -. */
export const PERSON_NAME_MAX_LENGTH = 60;
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M}' .-]*$/u;
export const isPersonName = (name: string): boolean =>
  name.length <= PERSON_NAME_MAX_LENGTH && PERSON_NAME_PATTERN.test(name);

/** Whole years from a YYYY-MM-DD birth date to `today` (UTC); null when the date is not a real past date. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2001-02-30 over to March: a date that does not survive the round trip does not exist.
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day || year < 1900 || born > today) return null;
  const birthdayPassed =
    today.getUTCMonth() > month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

/** A registration as the rules read it, after `tidyRegistration`. */
export interface RegistrationInput {
  userName: string;
  password: string;
  email: string;
  dateOfBirth: string;
  currencyCode: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export type RegistrationField = keyof RegistrationInput;

/** A name as it is kept: NFC, trimmed, inner runs of white space as one space. */
export const tidyPersonName = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ');

/**
 * Inputs as the rules read them and the server stores them: names tidied, the rest trimmed (the password like the
 * login form trims it, so the password typed at login is the one registered), codes in capitals.
 */
export function tidyRegistration<T extends RegistrationInput>(input: T): T {
  return {
    ...input,
    userName: input.userName.trim(),
    password: input.password.trim(),
    email: input.email.trim(),
    dateOfBirth: input.dateOfBirth.trim(),
    currencyCode: input.currencyCode.trim().toUpperCase(),
    firstName: tidyPersonName(input.firstName),
    lastName: tidyPersonName(input.lastName),
    countryCode: input.countryCode.trim().toUpperCase(),
  };
}

/** Which rule a field breaks; each side words it in its own catalogue (`register.<rule>`, `Register.<Rule>`). */
export type RegistrationRule =
  | 'firstNameInvalid'
  | 'lastNameInvalid'
  | 'countryInvalid'
  | 'termsRequired'
  | 'privacyRequired'
  | 'userNameLength'
  | 'userNameChars'
  | 'passwordLength'
  | 'emailInvalid'
  | 'dateInvalid'
  | 'tooYoung'
  | 'currencyInvalid';

export interface RegistrationProblem {
  rule: RegistrationRule;
  /** `tooYoung` names the market's minimum age. */
  params?: { age: number };
}

export type RegistrationProblems = Partial<Record<RegistrationField, RegistrationProblem>>;

/** Who the player is and what they agreed to: names, country, the terms and the privacy notice. */
function identityProblems(input: RegistrationInput): RegistrationProblems {
  const problems: RegistrationProblems = {};
  if (!isPersonName(input.firstName)) problems.firstName = { rule: 'firstNameInvalid' };
  if (!isPersonName(input.lastName)) problems.lastName = { rule: 'lastNameInvalid' };
  if (!isCountryCode(input.countryCode)) problems.countryCode = { rule: 'countryInvalid' };
  if (!input.acceptTerms) problems.acceptTerms = { rule: 'termsRequired' };
  if (!input.acceptPrivacy) problems.acceptPrivacy = { rule: 'privacyRequired' };
  return problems;
}

/**
 * Every broken registration rule, per field, with the minimum age of the brand's market (21 on the Greek market).
 * What needs the server's data (a taken name, a common password) is the server's to add.
 */
export function registrationProblems(
  input: RegistrationInput,
  market: { minimumAge: number },
  today: Date,
): RegistrationProblems {
  const problems = identityProblems(input);
  const { userName, password, email, dateOfBirth, currencyCode } = input;
  if (userName.length < USER_NAME_MIN_LENGTH || userName.length > USER_NAME_MAX_LENGTH) {
    problems.userName = { rule: 'userNameLength' };
  } else if (!USER_NAME_PATTERN.test(userName)) {
    problems.userName = { rule: 'userNameChars' };
  }
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    problems.password = { rule: 'passwordLength' };
  }
  if (!isEmail(email)) problems.email = { rule: 'emailInvalid' };
  const age = ageOn(dateOfBirth, today);
  if (age === null) problems.dateOfBirth = { rule: 'dateInvalid' };
  else if (age < market.minimumAge) problems.dateOfBirth = { rule: 'tooYoung', params: { age: market.minimumAge } };
  if (!(CURRENCY_CODES as readonly string[]).includes(currencyCode))
    problems.currencyCode = { rule: 'currencyInvalid' };
  return problems;
}
