import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatElapsed, useSessionTimer } from './use-session-timer';

function Timer({ startedAt }: { startedAt: number }) {
  return <span>{useSessionTimer(startedAt)}</span>;
}

describe('the session timer', () => {
  it('formats minutes and seconds, minutes going on past an hour', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(61_999)).toBe('01:01');
    expect(formatElapsed(75 * 60_000 + 3_000)).toBe('75:03');
    expect(formatElapsed(-5_000)).toBe('00:00');
  });

  it('counts up once a second from the launch', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T20:00:00Z') });
    render(<Timer startedAt={Date.now() - 58_000} />);
    expect(screen.getByText('00:58')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('01:01')).toBeTruthy();
  });
});
