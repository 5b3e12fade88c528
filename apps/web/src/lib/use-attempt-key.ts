import { useRef } from 'react';
import { isApiError } from './api-error';
import { newIdempotencyKey } from './idempotency';

/** Whether a failure ends the attempt. By default only a definite refusal (4xx) does; a lost answer does not. */
export type EndsAttempt = (error: unknown) => boolean;

const clientError: EndsAttempt = (error) => isApiError(error) && error.isClientError;

/**
 * One `Idempotency-Key` per money attempt (a deposit, a withdrawal, a cash-out, a placement). Pressing again for
 * the same request after a lost answer (network, 5xx) reuses the key, so the server answers the first result instead
 * of moving the money twice. A success, or a failure that `endsAttempt` calls definite (by default a 4xx), ends the
 * attempt: the next press is a new attempt with a new key. A different request always gets a new key.
 */
export function useAttemptKey(endsAttempt: EndsAttempt = clientError) {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (attempt.current?.request !== text) attempt.current = { request: text, key: newIdempotencyKey() };
      return attempt.current.key;
    },
    settle(error?: unknown): void {
      if (error === undefined || endsAttempt(error)) attempt.current = null;
    },
  };
}
