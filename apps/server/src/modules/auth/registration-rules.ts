import {
  type BrandConfig,
  CURRENCY_CODES,
  isCountryCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_PATTERN,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  USER_NAME_PATTERN,
} from '@playline/contract';
import * as z from 'zod';
import type { Messages } from '../../i18n/translate';
import { isCommonPassword } from './common-passwords';

export type FieldErrors = Record<string, string>;

/** The password rule shared by registration and password reset; null when the password is fine. */
export function passwordProblem(password: string, messages: Messages): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return messages.t('register.passwordLength');
  }
  return isCommonPassword(password) ? messages.t('register.passwordCommon') : null;
}

/** Whole years from a YYYY-MM-DD birth date to today (UTC); null when the date is not a real past date. */
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

const isPersonName = (name: string) => name.length <= PERSON_NAME_MAX_LENGTH && PERSON_NAME_PATTERN.test(name);

/** Who the player is and what they agreed to: names, country, the terms and the privacy notice. */
function identityErrors(input: RegistrationInput, messages: Messages): FieldErrors {
  const fields: FieldErrors = {};
  if (!isPersonName(input.firstName)) fields.firstName = messages.t('register.firstNameInvalid');
  if (!isPersonName(input.lastName)) fields.lastName = messages.t('register.lastNameInvalid');
  if (!isCountryCode(input.countryCode)) fields.countryCode = messages.t('register.countryInvalid');
  if (!input.acceptTerms) fields.acceptTerms = messages.t('register.termsRequired');
  if (!input.acceptPrivacy) fields.acceptPrivacy = messages.t('register.privacyRequired');
  return fields;
}

/**
 * Every broken registration rule, per field, translated (uniqueness is checked against the database later). The
 * minimum age is the brand's market's (21 on the Greek market).
 */
export function registrationErrors(input: RegistrationInput, brand: BrandConfig, today: Date, messages: Messages) {
  const fields: FieldErrors = identityErrors(input, messages);
  const { userName, password, email, dateOfBirth, currencyCode } = input;
  if (userName.length < USER_NAME_MIN_LENGTH || userName.length > USER_NAME_MAX_LENGTH) {
    fields.userName = messages.t('register.userNameLength');
  } else if (!USER_NAME_PATTERN.test(userName)) {
    fields.userName = messages.t('register.userNameChars');
  }
  const passwordError = passwordProblem(password, messages);
  if (passwordError) fields.password = passwordError;
  if (!z.email().max(254).safeParse(email).success) fields.email = messages.t('register.emailInvalid');
  const age = ageOn(dateOfBirth, today);
  const required = brand.market.minimumAge;
  if (age === null) fields.dateOfBirth = messages.t('register.dateInvalid');
  else if (age < required) fields.dateOfBirth = messages.t('register.tooYoung', { age: required });
  if (!(CURRENCY_CODES as readonly string[]).includes(currencyCode)) {
    fields.currencyCode = messages.t('register.currencyInvalid', { list: CURRENCY_CODES.join(', ') });
  }
  return fields;
}
