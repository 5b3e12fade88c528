import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { useAttemptKey } from './use-attempt-key';

const request = { amount: 1000 };

describe('useAttemptKey', () => {
  it('reuses the key for the same request after a lost answer (network, 5xx, unknown error)', () => {
    const { result } = renderHook(() => useAttemptKey());
    const key = result.current.keyFor(request);
    result.current.settle(new ApiError('network'));
    expect(result.current.keyFor({ amount: 1000 })).toBe(key);
    result.current.settle(new ApiError('status', 503));
    expect(result.current.keyFor(request)).toBe(key);
    result.current.settle(new Error('boom'));
    expect(result.current.keyFor(request)).toBe(key);
  });

  it('starts a new attempt after a success or a 4xx', () => {
    const { result } = renderHook(() => useAttemptKey());
    const first = result.current.keyFor(request);
    result.current.settle();
    const second = result.current.keyFor(request);
    expect(second).not.toBe(first);
    result.current.settle(new ApiError('status', 409));
    expect(result.current.keyFor(request)).not.toBe(second);
  });

  it('gives a different request a new key', () => {
    const { result } = renderHook(() => useAttemptKey());
    const key = result.current.keyFor(request);
    expect(result.current.keyFor({ amount: 2000 })).not.toBe(key);
  });

  it('keeps the key across renders', () => {
    const { result, rerender } = renderHook(() => useAttemptKey());
    const key = result.current.keyFor(request);
    rerender();
    expect(result.current.keyFor(request)).toBe(key);
  });

  it('lets the caller say which failures end the attempt', () => {
    const { result } = renderHook(() => useAttemptKey((error) => error instanceof TypeError));
    const key = result.current.keyFor(request);
    result.current.settle(new ApiError('status', 400));
    expect(result.current.keyFor(request)).toBe(key);
    result.current.settle(new TypeError('new prices'));
    expect(result.current.keyFor(request)).not.toBe(key);
  });
});
