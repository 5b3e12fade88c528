import type { BrandConfig } from '@playline/contract';
import {
  CURRENCY_CODES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type RegistrationInput,
  type RegistrationRule,
  registrationProblems,
} from '@playline/contract/registration-rules';
import type { Messages } from '#app/i18n/translate.ts';
import { isCommonPassword } from './common-passwords';

export type FieldErrors = Record<string, string>;

/** The password rule shared by registration and password reset; null when the password is fine. */
export function passwordProblem(password: string, messages: Messages): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return messages.t('register.passwordLength');
  }
  return isCommonPassword(password) ? messages.t('register.passwordCommon') : null;
}

/**
 * Every broken registration rule, per field, translated: the contract's rules (the web's form checks the same),
 * with the minimum age of the brand's market (21 on the Greek market), then a common password. Uniqueness is
 * checked against the database later.
 */
export function registrationErrors(input: RegistrationInput, brand: BrandConfig, today: Date, messages: Messages) {
  const fields: FieldErrors = {};
  for (const [field, problem] of Object.entries(registrationProblems(input, brand.market, today))) {
    fields[field] = messages.t(`register.${problem.rule}`, ruleParams(problem.rule, problem.params?.age));
  }
  if (!fields.password) {
    const passwordError = passwordProblem(input.password, messages);
    if (passwordError) fields.password = passwordError;
  }
  return fields;
}

/** The placeholders of a rule's message: the market's age, the currencies on offer. */
function ruleParams(name: RegistrationRule, age: number | undefined): Record<string, string | number> {
  if (name === 'tooYoung' && age !== undefined) return { age };
  if (name === 'currencyInvalid') return { list: CURRENCY_CODES.join(', ') };
  return {};
}
