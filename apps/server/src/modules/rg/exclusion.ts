import type { Exclusion, ExclusionRequest } from '@playline/contract/safer-gambling';

const DAY_MS = 86_400_000;

/** A time-out or self-exclusion as stored on the player. */
export interface StoredExclusion {
  exclusionKind: 'time_out' | 'self_exclusion' | null;
  exclusionStartedAt: Date | null;
  excludedUntil: Date | null;
}

/** The exclusion in force at `now`, or null (an ended one no longer counts). */
export function exclusionAt(stored: StoredExclusion, now: Date): Exclusion | null {
  const { exclusionKind: kind, exclusionStartedAt: startedAt, excludedUntil: until } = stored;
  if (!kind || !startedAt) return null;
  if (until && until <= now) return null;
  return { kind, startedAt: startedAt.toISOString(), until: until?.toISOString() ?? null };
}

const addMonths = (at: Date, months: number) => {
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
};

/** When a requested exclusion ends (null: permanent). */
export function exclusionEnd(request: ExclusionRequest, now: Date): Date | null {
  const after = (days: number) => new Date(now.getTime() + days * DAY_MS);
  switch (request.duration) {
    case '24h':
      return after(1);
    case '7d':
      return after(7);
    case '30d':
      return after(30);
    case '6w':
      return after(42);
    case '6m':
      return addMonths(now, 6);
    case '1y':
      return addMonths(now, 12);
    case '5y':
      return addMonths(now, 60);
    case 'permanent':
      return null;
  }
}

/** An exclusion can never be shortened: a new one must end no earlier than the one in force. */
export function shortens(current: Exclusion | null, until: Date | null): boolean {
  if (!current) return false;
  if (current.until === null) return true;
  return until !== null && until.getTime() < Date.parse(current.until);
}
