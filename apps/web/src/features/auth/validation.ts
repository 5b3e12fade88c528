import { LOGIN_MIN_LENGTH } from '@playline/contract/constants';
import type { TextKey } from '@playline/contract/texts';

export type LoginField = 'userLogin' | 'userPassword';

export interface LoginValues {
  userLogin: string;
  userPassword: string;
  rememberMe: boolean;
}

export interface LoginProblem {
  field: LoginField;
  message: TextKey;
}

/** Both inputs are trimmed (spec §5) before they are checked and before they are sent. */
export function trimLogin(values: LoginValues): LoginValues {
  return { ...values, userLogin: values.userLogin.trim(), userPassword: values.userPassword.trim() };
}

/**
 * Spec §5: the user name, then the password, must each be at least 5 characters; the first broken rule is reported
 * with the common 'above five letters' text.
 */
export function validateLogin(values: LoginValues): LoginProblem | null {
  const { userLogin, userPassword } = trimLogin(values);
  if (userLogin.length < LOGIN_MIN_LENGTH) return { field: 'userLogin', message: 'Common.AboveFiveLetters' };
  if (userPassword.length < LOGIN_MIN_LENGTH) return { field: 'userPassword', message: 'Common.AboveFiveLetters' };
  return null;
}
