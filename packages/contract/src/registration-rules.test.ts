import { describe, expect, it } from 'vitest';
import { ageOn, type RegistrationInput, registrationProblems } from './registration-rules';

const TODAY = new Date('2026-06-15T12:00:00Z');
const VALID: RegistrationInput = {
  firstName: 'Eleni',
  lastName: 'Papadopoulou',
  userName: 'eleni.p',
  email: 'eleni@example.com',
  password: 'a-long-passphrase',
  dateOfBirth: '1990-01-31',
  countryCode: 'GR',
  currencyCode: 'EUR',
  acceptTerms: true,
  acceptPrivacy: true,
};
const problems = (values: Partial<RegistrationInput>, minimumAge = 18) =>
  registrationProblems({ ...VALID, ...values }, { minimumAge }, TODAY);

describe('registration rules', () => {
  it('accept a complete registration', () => {
    expect(problems({})).toEqual({});
  });

  it('name the rule each field breaks, the minimum age with it', () => {
    expect(
      problems({
        firstName: '',
        lastName: 'Smith 2',
        userName: 'abc',
        password: 'short',
        email: 'a@b',
        dateOfBirth: '2010-01-01',
        countryCode: 'AQ',
        currencyCode: 'XYZ',
        acceptTerms: false,
        acceptPrivacy: false,
      }),
    ).toEqual({
      firstName: { rule: 'firstNameInvalid' },
      lastName: { rule: 'lastNameInvalid' },
      userName: { rule: 'userNameLength' },
      password: { rule: 'passwordLength' },
      email: { rule: 'emailInvalid' },
      dateOfBirth: { rule: 'tooYoung', params: { age: 18 } },
      countryCode: { rule: 'countryInvalid' },
      currencyCode: { rule: 'currencyInvalid' },
      acceptTerms: { rule: 'termsRequired' },
      acceptPrivacy: { rule: 'privacyRequired' },
    });
    expect(problems({ userName: 'eleni p' }).userName).toEqual({ rule: 'userNameChars' });
    expect(problems({ dateOfBirth: '2005-06-16' }, 21).dateOfBirth).toEqual({ rule: 'tooYoung', params: { age: 21 } });
    expect(problems({ dateOfBirth: '1990-02-30' }).dateOfBirth).toEqual({ rule: 'dateInvalid' });
  });
});

describe('age on a date', () => {
  it('counts whole years and refuses impossible or future dates', () => {
    expect(ageOn('2000-06-15', TODAY)).toBe(26);
    expect(ageOn('2000-06-16', TODAY)).toBe(25);
    expect(ageOn('2000-02-29', new Date('2026-02-28T00:00:00Z'))).toBe(25);
    expect(ageOn('2000-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(26);
    expect(ageOn('2001-02-29', TODAY)).toBeNull();
    expect(ageOn('2030-01-01', TODAY)).toBeNull();
    expect(ageOn('15/06/2000', TODAY)).toBeNull();
  });
});
