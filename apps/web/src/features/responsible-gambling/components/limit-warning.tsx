import type { MoneyLimit } from '@playline/contract/safer-gambling';
import type { TranslateFn } from '#app/lib/i18n/translator.ts';

/** "You have used 85% of your 24-hour deposit limit." in the player's language. */
export function warningText(t: TranslateFn, limit: MoneyLimit): string {
  const name = t('Sg.WarningLimit', {
    period: t(`Sg.WarningPeriod.${limit.period}`),
    kind: t(`Sg.WarningKind.${limit.kind}`),
  });
  return t('Sg.Warning', { percent: Math.min(limit.percentUsed, 100), limit: name });
}
