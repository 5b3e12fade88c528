import { describe, expect, it } from 'vitest';
import { trimLogin, validateLogin } from './validation';

const values = (userLogin: string, userPassword: string) => ({ userLogin, userPassword, rememberMe: false });

describe('login validation (spec §5)', () => {
  it('needs at least 5 characters in each field, with the common "above five letters" message', () => {
    expect(validateLogin(values('play', 'password1'))).toEqual({
      field: 'userLogin',
      message: 'Common.AboveFiveLetters',
    });
    expect(validateLogin(values('player1', 'pass'))).toEqual({
      field: 'userPassword',
      message: 'Common.AboveFiveLetters',
    });
    expect(validateLogin(values('playe', 'passw'))).toBeNull();
  });

  it('checks the user name first', () => {
    expect(validateLogin(values('', ''))?.field).toBe('userLogin');
    expect(validateLogin(values('abc', 'x'))?.field).toBe('userLogin');
  });

  it('trims both inputs before checking them', () => {
    expect(validateLogin(values('  abc  ', 'password1'))?.field).toBe('userLogin');
    expect(validateLogin(values('player1', '  pass   '))?.field).toBe('userPassword');
    expect(trimLogin(values('  player1 ', ' password1  '))).toEqual(values('player1', 'password1'));
  });
});
