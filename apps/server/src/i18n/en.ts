/**
 * Messages the server writes into answers (login, registration, wallet, responsible gambling), in English.
 * `{name}` placeholders are filled by `translate`. The UI's own texts live in the contract's catalogues.
 */
export const EN = {
  'auth.loginFailed': 'The user name or password is incorrect.',
  'auth.loginTooShort': 'User name and password must be at least 5 characters long.',
  'auth.tooManyAttempts': 'Too many failed login attempts. Please try again in {minutes} minutes.',
  'auth.shopOnly': 'This account can only log in at its shop.',
  'auth.loginRequired': 'Please log in to continue.',
  'register.disabled': 'Registration is not available on this site.',
  'register.invalid': 'Please correct the highlighted fields.',
  'register.tooMany': 'Too many registrations from your network. Please try again later.',
  'register.userNameLength': 'The user name must be 5 to 30 characters long.',
  'register.userNameChars': 'The user name may contain only letters, digits, dots, underscores and dashes.',
  'register.userNameTaken': 'This user name is already taken.',
  'register.passwordLength': 'The password must be 8 to 128 characters long.',
  'register.passwordCommon': 'This password is too common. Please choose another one.',
  'register.emailInvalid': 'Please enter a valid email address.',
  'register.emailTaken': 'An account with this email address already exists.',
  'register.dateInvalid': 'Please enter your date of birth as YYYY-MM-DD.',
  'register.tooYoung': 'You must be at least {age} years old to register.',
  'register.currencyInvalid': 'Please choose one of these currencies: {list}.',
  'reset.accepted': 'If an account matches, we have sent it a link to reset the password.',
  'reset.tooMany': 'Too many requests. Please try again later.',
  'reset.subject': 'Reset your {brand} password',
  'reset.body':
    'Hello {name},\n\nSomeone (hopefully you) asked to reset the password of your {brand} account. Open this link within 30 minutes to choose a new password:\n\n{link}\n\nIf it was not you, ignore this message: your password stays the same.',
  'reset.invalidToken': 'This password reset link is invalid or has expired.',
  'reset.done': 'Your password has been changed. Please log in with the new one.',
  'wallet.insufficient': 'The amount is above your available balance of {available}.',
  'wallet.notPending': 'This withdrawal can no longer be cancelled: it is {status}.',
  'wallet.withdrawalNotFound': 'There is no such withdrawal.',
  'wallet.idempotencyConflict': 'This Idempotency-Key was already used for a different request.',
  'wallet.refused': 'The balance does not allow this movement.',
  'wallet.inProgress': 'A request with this Idempotency-Key is still in progress. Please retry.',
  'wallet.status.completed': 'completed',
  'wallet.status.cancelled': 'cancelled',
  'wallet.status.pending': 'pending',
  'rg.timeLimitReached': 'You have reached the session time limit you set.',
  'rg.selfExcluded': 'Your account is self-excluded until {date}.',
} as const;

export type MessageKey = keyof typeof EN;
