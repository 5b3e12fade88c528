import type { MoneyLimit, SaferGambling } from '@playline/contract/safer-gambling';

/** Limits in force whose use has reached the market's warning share (80 % by default), most used first. */
export function limitsNearlyUsed(state: Pick<SaferGambling, 'limits' | 'warningPercent'>): MoneyLimit[] {
  return state.limits
    .filter((limit) => limit.amount !== null && limit.percentUsed >= state.warningPercent)
    .sort((a, b) => b.percentUsed - a.percentUsed);
}

/** One key per warning level reached, so hiding a warning lasts only until another limit (or 100 %) is reached. */
export function warningKey(limits: MoneyLimit[]): string {
  return limits.map((limit) => `${limit.kind}:${limit.period}:${limit.percentUsed >= 100 ? 'full' : 'near'}`).join(',');
}
