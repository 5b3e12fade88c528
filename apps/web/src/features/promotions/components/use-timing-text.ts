import type { PromotionSummary } from '@playline/contract/promotions';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { formatDay, timingOf } from '../timing';

/** "Ends in 12 days", "Ends tomorrow", "Starts 14 May", in the current language. */
export function useTimingText(): (promotion: Pick<PromotionSummary, 'startsAt' | 'endsAt'>) => string {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  return (promotion) => {
    const timing = timingOf(promotion, new Date());
    switch (timing.kind) {
      case 'starts':
        return t('Promotions.StartsOn', { date: formatDay(timing.startsAt, locale) });
      case 'endsToday':
        return t('Promotions.EndsToday');
      case 'endsTomorrow':
        return t('Promotions.EndsTomorrow');
      case 'endsInDays':
        return t('Promotions.EndsInDays', { count: timing.days });
    }
  };
}
