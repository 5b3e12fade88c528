import { DEFAULT_MARKET_RULES, GREEK_MARKET_RULES } from '@playline/contract/brands';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';
import { type RegisterValues, registrationProblems } from './register-rules';

const TODAY = new Date('2026-06-15T12:00:00Z');
const VALID: RegisterValues = {
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
const problems = (values: Partial<RegisterValues>, market = DEFAULT_MARKET_RULES) =>
  registrationProblems({ ...VALID, ...values }, market, TODAY);

describe('registration rules', () => {
  it('accept a complete registration', () => {
    expect(problems({})).toEqual({});
  });

  it("take the minimum age from the brand's market: 18, and 21 on the Greek market", () => {
    expect(problems({ dateOfBirth: '2008-06-15' })).toEqual({});
    expect(problems({ dateOfBirth: '2008-06-16' }).dateOfBirth).toEqual({
      key: 'Register.TooYoung',
      params: { age: 18 },
    });
    expect(problems({ dateOfBirth: '2005-06-15' }, GREEK_MARKET_RULES)).toEqual({});
    expect(problems({ dateOfBirth: '2005-06-16' }, GREEK_MARKET_RULES).dateOfBirth).toEqual({
      key: 'Register.TooYoung',
      params: { age: 21 },
    });
  });

  it('want names of letters in any script, tidied before the check, at most 60 characters', () => {
    expect(problems({ firstName: '  Γιώργος ', lastName: "O'Neil-Smith Jr." })).toEqual({});
    expect(Object.keys(problems({ firstName: ' ', lastName: 'Smith 2' }))).toEqual(['firstName', 'lastName']);
    expect(problems({ firstName: 'A'.repeat(61) }).firstName?.key).toBe('Register.FirstNameInvalid');
  });

  it('want a known country and both acceptances', () => {
    expect(problems({ countryCode: '', acceptTerms: false, acceptPrivacy: false })).toEqual({
      countryCode: { key: 'Register.CountryInvalid' },
      acceptTerms: { key: 'Register.TermsRequired' },
      acceptPrivacy: { key: 'Register.PrivacyRequired' },
    });
    expect(problems({ countryCode: 'AQ' }).countryCode).toBeDefined();
  });
});

describe('country options', () => {
  it("list the market's country first, then the rest alphabetically in the reader's language", () => {
    const greek = countryOptions('el-GR', 'GR');
    expect(greek[0]).toEqual({ value: 'GR', label: 'Ελλάδα' });
    expect(greek.filter((option) => option.value === 'GR')).toHaveLength(1);
    const english = countryOptions('en-GB', null);
    expect(english.slice(0, 2).map((option) => option.label)).toEqual(['Afghanistan', 'Åland Islands']);
    expect(english).toHaveLength(243);
  });
});
