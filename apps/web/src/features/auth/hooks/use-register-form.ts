import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useBrand } from '#app/brand/boot-context.tsx';
import { isApiError } from '#app/lib/api-error.ts';
import { useClientStore, useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { useRegister } from '../api/register';
import {
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterValues,
  registrationProblems,
  trimRegistration,
} from '../register-rules';
import { refreshSession } from '../session';

/**
 * Registration: client checks on submit (then live, like the login form), the server's per-field messages shown at
 * the fields; on success the new player is logged in and `onRegistered` decides what comes next.
 */
export function useRegisterForm(onRegistered: () => void) {
  const t = useT();
  const brand = useBrand();
  const store = useClientStoreApi();
  const languageId = useClientStore((state) => state.language.id);
  const queryClient = useQueryClient();
  const register = useRegister();
  const [values, setValues] = useState<RegisterValues>({
    firstName: '',
    lastName: '',
    userName: '',
    email: '',
    password: '',
    dateOfBirth: '',
    countryCode: '',
    currencyCode: brand.currencyCode,
    acceptTerms: false,
    acceptPrivacy: false,
  });
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<RegisterField, string>>>({});

  const problems = attempted ? registrationProblems(values, brand.market, new Date()) : {};
  const errorOf = (field: RegisterField): string | null => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.params) : (serverErrors[field] ?? null);
  };

  const change = <Field extends RegisterField>(field: Field, value: RegisterValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = registrationProblems(values, brand.market, new Date());
    const first = REGISTER_FIELDS.find((field) => found[field]);
    const form = event.currentTarget;
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    try {
      const user = await register.mutateAsync({ ...trimRegistration(values), languageId });
      await refreshSession(queryClient, store).catch(() => null);
      notify({ kind: 'positive', title: t('Register.Welcome', { name: user.userName }), body: '' });
      onRegistered();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = error.fields as Partial<Record<RegisterField, string>>;
      setServerErrors(fields);
      const field = REGISTER_FIELDS.find((name) => fields[name]);
      if (field) (form.elements.namedItem(field) as HTMLElement | null)?.focus();
    }
  };

  return { t, values, change, errorOf, submit, pending: register.isPending };
}
