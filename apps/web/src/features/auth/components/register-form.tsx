import { CURRENCY_CODES } from '@playline/contract/account';
import { ROUTES } from '@playline/contract/routes';
import { useBrand } from '../../../brand/boot-context';
import buttons from '../../../components/button.module.css';
import form from '../../../components/form.module.css';
import { PasswordField } from '../../../components/password-field';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useClientStore } from '../../../lib/client-store-context';
import { countryOptions } from '../countries';
import { useRegisterForm } from '../hooks/use-register-form';
import { ConsentCheck } from './consent-check';
import styles from './register-form.module.css';

/**
 * Who the player is (names, date of birth against the market's age, country), the account (user name, email,
 * password, currency) and the two acceptances, each field with its rule as a hint and its error.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const brand = useBrand();
  const locale = useClientStore((state) => state.language.locale);
  const { t, values, change, errorOf, submit, pending } = useRegisterForm(onRegistered);
  const today = new Date().toISOString().slice(0, 10);
  const countries = [
    { value: '', label: t('Register.CountryChoose') },
    ...countryOptions(locale, brand.market.countryCode),
  ];
  return (
    <form className={form.form} noValidate onSubmit={submit} aria-label={t('Register.Title')}>
      <div className={styles.pair}>
        <TextField
          id="register-firstName"
          name="firstName"
          label={t('Register.FirstName')}
          autoComplete="given-name"
          value={values.firstName}
          error={errorOf('firstName')}
          onChange={(event) => change('firstName', event.target.value)}
        />
        <TextField
          id="register-lastName"
          name="lastName"
          label={t('Register.LastName')}
          autoComplete="family-name"
          value={values.lastName}
          error={errorOf('lastName')}
          onChange={(event) => change('lastName', event.target.value)}
        />
      </div>
      <p className={styles.note}>{t('Register.NameHint')}</p>
      <TextField
        id="register-userName"
        name="userName"
        label={t('Register.UserName')}
        hint={t('Register.UserNameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.userName}
        error={errorOf('userName')}
        onChange={(event) => change('userName', event.target.value)}
      />
      <TextField
        id="register-email"
        name="email"
        type="email"
        label={t('Register.Email')}
        autoComplete="email"
        value={values.email}
        error={errorOf('email')}
        onChange={(event) => change('email', event.target.value)}
      />
      <PasswordField
        id="register-password"
        name="password"
        label={t('Register.Password')}
        hint={t('Register.PasswordHint')}
        autoComplete="new-password"
        value={values.password}
        error={errorOf('password')}
        onChange={(event) => change('password', event.target.value)}
      />
      <TextField
        id="register-dateOfBirth"
        name="dateOfBirth"
        type="date"
        max={today}
        label={t('Register.DateOfBirth')}
        hint={t('Register.AgeHint', { age: brand.market.minimumAge })}
        autoComplete="bday"
        value={values.dateOfBirth}
        error={errorOf('dateOfBirth')}
        onChange={(event) => change('dateOfBirth', event.target.value)}
      />
      <SelectField
        id="register-countryCode"
        name="countryCode"
        label={t('Register.Country')}
        autoComplete="country"
        value={values.countryCode}
        error={errorOf('countryCode')}
        options={countries}
        onChange={(event) => change('countryCode', event.target.value)}
      />
      <SelectField
        id="register-currencyCode"
        name="currencyCode"
        label={t('Register.Currency')}
        value={values.currencyCode}
        error={errorOf('currencyCode')}
        options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
        onChange={(event) => change('currencyCode', event.target.value)}
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
