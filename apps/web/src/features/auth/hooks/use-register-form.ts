import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '../../../brand/boot-context';
import { isApiError } from '../../../lib/api-error';
import { useClientStore, useClientStoreApi } from '../../../lib/client-store-context';
import { useT } from '../../../lib/i18n/use-t';
import { notify } from '../../../lib/notifications';
import { useRegister } from '../api/register';
import { type RegisterField, type RegisterValues, registrationProblems, trimRegistration } from '../register-rules';
import { refreshSession } from '../session';

const FIELDS: RegisterField[] = ['userName', 'password', 'email', 'dateOfBirth', 'currencyCode'];

/**
 * Registration: client checks on submit (then live, like the login form), the server's per-field messages shown at
 * the fields, and on success the new player is logged in and sent home.
 */
export function useRegisterForm() {
  const t = useT();
  const brand = useBrand();
  const store = useClientStoreApi();
  const languageId = useClientStore((state) => state.language.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState<RegisterValues>({
    userName: '',
    password: '',
    email: '',
    dateOfBirth: '',
    currencyCode: brand.currencyCode,
  });
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<RegisterField, string>>>({});

  const problems = attempted ? registrationProblems(values, brand.brandKey, new Date()) : {};
  const errorOf = (field: RegisterField): string | null => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.params) : (serverErrors[field] ?? null);
  };

  const change = (field: RegisterField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = registrationProblems(values, brand.brandKey, new Date());
    const first = FIELDS.find((field) => found[field]);
    const form = event.currentTarget;
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    try {
      const user = await register.mutateAsync({ ...trimRegistration(values), languageId });
      await refreshSession(queryClient, store).catch(() => null);
      notify({ kind: 'positive', title: t('Register.Welcome', { name: user.userName }), body: '' });
      void navigate('/');
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = error.fields as Partial<Record<RegisterField, string>>;
      setServerErrors(fields);
      const field = FIELDS.find((name) => fields[name]);
      if (field) (form.elements.namedItem(field) as HTMLElement | null)?.focus();
    }
  };

  return { t, values, change, errorOf, submit, pending: register.isPending };
}
