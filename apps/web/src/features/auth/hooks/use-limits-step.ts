import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useClientStore, useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { putLimit, putTimeLimit } from '../api/set-limits';
import { checkLimits, type LimitsValues } from '../limits-rules';
import { refreshSession } from '../session';

/**
 * The mandatory limits step: the deposit limit for the chosen period, then the session time limit, then the session
 * is read again so the time-limit count starts from the server's state. A refusal is shown by the API client's toast
 * and the player stays on the step.
 */
export function useLimitsStep(onDone: () => void) {
  const store = useClientStoreApi();
  const queryClient = useQueryClient();
  const languageId = useClientStore((state) => state.language.id);
  const [values, setValues] = useState<LimitsValues>({ period: 'day', amount: '', timeLimit: '' });
  const [attempted, setAttempted] = useState(false);
  const check = checkLimits(values);
  const save = useMutation({
    mutationFn: async (request: { amount: number; period: LimitsValues['period']; timeLimitSeconds: number }) => {
      await putLimit({ kind: 'deposit', period: request.period, amount: request.amount }, languageId);
      await putTimeLimit(request.timeLimitSeconds, languageId);
      await refreshSession(queryClient, store).catch(() => null);
    },
  });

  const change = <Field extends keyof LimitsValues>(field: Field, value: LimitsValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (!check.ok) {
      const first = check.amount ? 'amount' : 'timeLimit';
      (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    try {
      await save.mutateAsync(check.request);
      onDone();
    } catch {
      // The API client's toast says why; the player can correct and save again.
    }
  };

  return {
    values,
    change,
    submit,
    pending: save.isPending,
    amountBroken: attempted && !check.ok && check.amount,
    timeBroken: attempted && !check.ok && check.timeLimit,
  };
}
