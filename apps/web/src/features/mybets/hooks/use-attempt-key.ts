import { useRef } from 'react';
import { isApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency';

/**
 * One `Idempotency-Key` per cash-out attempt (as the wallet does for money): pressing again for the same request
 * after a lost answer (network, 5xx) reuses the key, so the server answers the first result instead of paying twice.
 * A success or a definite refusal (4xx) ends the attempt; the next press is a new attempt with a new key.
 */
export function useAttemptKey() {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (attempt.current?.request !== text) attempt.current = { request: text, key: newIdempotencyKey() };
      return attempt.current.key;
    },
    settle(error?: unknown): void {
      if (error === undefined || (isApiError(error) && error.isClientError)) attempt.current = null;
    },
  };
}
