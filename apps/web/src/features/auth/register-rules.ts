import type { MarketRules } from '@playline/contract/brands';
import {
  registrationProblems as contractProblems,
  type RegistrationRule,
  tidyRegistration,
} from '@playline/contract/registration-rules';
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

/** The form's words for each rule of the contract (the server words the same rules in its own catalogue). */
const RULE_TEXTS: Record<RegistrationRule, TextKey> = {
  firstNameInvalid: 'Register.FirstNameInvalid',
  lastNameInvalid: 'Register.LastNameInvalid',
  countryInvalid: 'Register.CountryInvalid',
  termsRequired: 'Register.TermsRequired',
  privacyRequired: 'Register.PrivacyRequired',
  userNameLength: 'Register.UserNameLength',
  userNameChars: 'Register.UserNameChars',
  passwordLength: 'Register.PasswordLength',
  emailInvalid: 'Register.EmailInvalid',
  dateInvalid: 'Register.DateInvalid',
  tooYoung: 'Register.TooYoung',
  currencyInvalid: 'Register.CurrencyInvalid',
};

/** Inputs as they are sent (and as the server reads them): names tidied, the rest trimmed. */
export const trimRegistration = (values: RegisterValues): RegisterValues => tidyRegistration(values);

/**
 * The contract's registration rules, as the server applies them, with the minimum age of the brand's market (21 on
 * the Greek market); the server remains the judge of what needs its data (taken names, common passwords).
 */
export function registrationProblems(input: RegisterValues, market: MarketRules, today: Date): RegisterProblems {
  const problems: RegisterProblems = {};
  for (const [field, problem] of Object.entries(contractProblems(trimRegistration(input), market, today))) {
    problems[field as RegisterField] = problem.params
      ? { key: RULE_TEXTS[problem.rule], params: problem.params }
      : { key: RULE_TEXTS[problem.rule] };
  }
  return problems;
}
