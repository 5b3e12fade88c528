import { useRef } from 'react';
import { isApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency';

/**
 * One `Idempotency-Key` per placement attempt. Pressing Place again for the same bets after a lost answer (network,
 * 5xx) reuses the key, so the server answers the first result instead of booking twice. A success or a definite
 * refusal (4xx, new prices) ends the attempt: the next press is a new placement with a new key.
 */
export function useBetAttempt() {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (attempt.current?.request !== text) attempt.current = { request: text, key: newIdempotencyKey() };
      return attempt.current.key;
    },
    settle(error?: unknown): void {
      const definite = error === undefined || !isApiError(error) || error.isClientError;
      if (definite) attempt.current = null;
    },
  };
}
