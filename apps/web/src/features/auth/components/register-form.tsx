import { CURRENCY_CODES } from '@playline/contract/account';
import { ROUTES } from '@playline/contract/routes';
import type { ChangeEvent } from 'react';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { DateField } from '#app/components/date-field.tsx';
import form from '#app/components/form.module.css';
import { PasswordField } from '#app/components/password-field.tsx';
import { SelectField } from '#app/components/select-field.tsx';
import { TextField } from '#app/components/text-field.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { countryOptions } from '../countries';
import { useRegisterForm } from '../hooks/use-register-form';
import { ConsentCheck } from './consent-check';
import styles from './register-form.module.css';

/**
 * Who the player is (names, date of birth against the market's age, country), the account (user name, email,
 * password, currency) and the two acceptances, each field with its rule as a hint and its error.
 */
type TextFieldName =
  | 'firstName'
  | 'lastName'
  | 'userName'
  | 'email'
  | 'password'
  | 'dateOfBirth'
  | 'countryCode'
  | 'currencyCode';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const brand = useBrand();
  const locale = useClientStore((state) => state.language.locale);
  const { t, values, change, errorOf, submit, pending } = useRegisterForm(onRegistered);
  /** What every text and select field of the form takes from its name. */
  const bind = (name: TextFieldName) => ({
    id: `register-${name}`,
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => change(name, event.target.value),
  });
  const countries = [
    { value: '', label: t('Register.CountryChoose') },
    ...countryOptions(locale, brand.market.countryCode),
  ];
  return (
    <form className={form.form} noValidate onSubmit={submit} aria-label={t('Register.Title')}>
      <div className={styles.pair}>
        <TextField {...bind('firstName')} label={t('Register.FirstName')} autoComplete="given-name" />
        <TextField {...bind('lastName')} label={t('Register.LastName')} autoComplete="family-name" />
      </div>
      <p className={styles.note}>{t('Register.NameHint')}</p>
      <TextField
        {...bind('userName')}
        label={t('Register.UserName')}
        hint={t('Register.UserNameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField {...bind('email')} type="email" label={t('Register.Email')} autoComplete="email" />
      <PasswordField
        {...bind('password')}
        label={t('Register.Password')}
        hint={t('Register.PasswordHint')}
        autoComplete="new-password"
      />
      <DateField
        id="register-dateOfBirth"
        name="dateOfBirth"
        value={values.dateOfBirth}
        error={errorOf('dateOfBirth')}
        onChange={(value) => change('dateOfBirth', value)}
        label={t('Register.DateOfBirth')}
        hint={t('Register.AgeHint', { age: brand.market.minimumAge })}
        autoComplete="bday"
      />
      <SelectField {...bind('countryCode')} label={t('Register.Country')} autoComplete="country" options={countries} />
      <SelectField
        {...bind('currencyCode')}
        label={t('Register.Currency')}
        options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
      />
      <fieldset className={styles.consents}>
        <legend className="visually-hidden">{t('Register.Title')}</legend>
        <ConsentCheck
          id="register-acceptTerms"
          name="acceptTerms"
          sentence={t('Register.AcceptTerms')}
          linkText={t('Register.TermsLink')}
          to={ROUTES.Help_TermsAndConditionsPage.path}
          checked={values.acceptTerms}
          error={errorOf('acceptTerms')}
          onChange={(checked) => change('acceptTerms', checked)}
        />
        <ConsentCheck
          id="register-acceptPrivacy"
          name="acceptPrivacy"
          sentence={t('Register.AcceptPrivacy')}
          linkText={t('Register.PrivacyLink')}
          to={ROUTES.Help_PrivacyPolicyPage.path}
          checked={values.acceptPrivacy}
          error={errorOf('acceptPrivacy')}
          onChange={(checked) => change('acceptPrivacy', checked)}
        />
      </fieldset>
      <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} disabled={pending}>
        {t('Register.Submit')}
      </button>
    </form>
  );
}
