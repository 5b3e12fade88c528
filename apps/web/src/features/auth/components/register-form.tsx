import { CURRENCY_CODES } from '@playline/contract/account';
import { useBrand } from '../../../brand/boot-context';
import buttons from '../../../components/button.module.css';
import form from '../../../components/form.module.css';
import { PasswordField } from '../../../components/password-field';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useRegisterForm } from '../hooks/use-register-form';
import { minimumAge } from '../register-rules';

/** User name, password, email, date of birth and currency, each with its rule as a hint and its error. */
export function RegisterForm() {
  const brand = useBrand();
  const { t, values, change, errorOf, submit, pending } = useRegisterForm();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <form className={form.form} noValidate onSubmit={submit} aria-label={t('Register.Title')}>
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
        id="register-email"
        name="email"
        type="email"
        label={t('Register.Email')}
        autoComplete="email"
        value={values.email}
        error={errorOf('email')}
        onChange={(event) => change('email', event.target.value)}
      />
      <TextField
        id="register-dateOfBirth"
        name="dateOfBirth"
        type="date"
        max={today}
        label={t('Register.DateOfBirth')}
        hint={t('Register.AgeHint', { age: minimumAge(brand.brandKey) })}
        autoComplete="bday"
        value={values.dateOfBirth}
        error={errorOf('dateOfBirth')}
        onChange={(event) => change('dateOfBirth', event.target.value)}
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
      <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} disabled={pending}>
        {t('Register.Submit')}
      </button>
    </form>
  );
}
