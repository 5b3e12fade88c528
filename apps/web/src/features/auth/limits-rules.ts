import { parseAmount } from '@playline/contract/amount';
import { LIMIT_MAX_AMOUNT, LIMIT_MIN_AMOUNT, type LimitPeriod } from '@playline/contract/safer-gambling';

/** Session time limits offered when the market makes one mandatory, in seconds: 15 minutes to 24 hours. */
export const TIME_LIMIT_CHOICES = [15, 30, 60, 120, 180, 240, 360, 480, 720, 1440].map((minutes) => minutes * 60);

export interface LimitsValues {
  period: LimitPeriod;
  /** The deposit limit as typed ("250", "250,50"). */
  amount: string;
  /** Seconds as the select's value; '' until chosen. */
  timeLimit: string;
}

export type LimitsCheck =
  | { ok: true; request: { amount: number; period: LimitPeriod; timeLimitSeconds: number } }
  | { ok: false; amount: boolean; timeLimit: boolean };

/** The deposit limit must be an amount within the server's bounds; a time limit must be chosen from the list. */
export function checkLimits(values: LimitsValues): LimitsCheck {
  const amount = parseAmount(values.amount);
  const amountOk = amount !== null && amount >= LIMIT_MIN_AMOUNT && amount <= LIMIT_MAX_AMOUNT;
  const seconds = Number(values.timeLimit);
  const timeOk = values.timeLimit !== '' && TIME_LIMIT_CHOICES.includes(seconds);
  if (amountOk && timeOk) return { ok: true, request: { amount, period: values.period, timeLimitSeconds: seconds } };
  return { ok: false, amount: !amountOk, timeLimit: !timeOk };
}

/** "30 minutes", "2 hours" (Greek "30 λεπτά", "2 ώρες") with Intl's own plurals. */
export function formatDuration(seconds: number, locale: string): string {
  const [value, unit] = seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : [seconds / 60, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
