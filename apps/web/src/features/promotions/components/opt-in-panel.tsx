import type { PromotionDetail } from '@playline/contract/promotions';
import { BadgeCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import buttons from '#app/components/button.module.css';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { openLoginDialog } from '#app/lib/login-dialog.ts';
import { useOptIn } from '../api/opt-in';
import { useOptOut } from '../api/opt-out';
import { formatDay, isUpcoming } from '../timing';
import styles from './opt-in-panel.module.css';

/**
 * What the player can do about a promotion: opt in, or see that they are in and opt out; a visitor is asked to log
 * in (the dialog brings them back here). Promotions without opt-in, or not started yet, say so instead.
 */
export function OptInPanel({ promotion }: { promotion: PromotionDetail }) {
  const t = useT();
  const { pathname } = useLocation();
  const visitor = useClientStore((state) => state.user === null);
  const language = useClientStore((state) => state.language);
  const optIn = useOptIn(promotion.slug, language.id);
  const optOut = useOptOut(promotion.slug, language.id);
  const busy = optIn.isPending || optOut.isPending;

  if (!promotion.requiresOptIn) return <p className={styles.note}>{t('Promotions.NoOptInNeeded')}</p>;
  if (isUpcoming(promotion, new Date())) {
    const date = formatDay(new Date(promotion.startsAt), language.locale);
    return <p className={styles.note}>{t('Promotions.OptInOpens', { date })}</p>;
  }
  if (visitor) {
    return (
      <button
        type="button"
        className={`${buttons.button} ${buttons.primary} ${buttons.block} ${styles.cta}`}
        onClick={() => openLoginDialog({ returnUrl: pathname })}
      >
        {t('Promotions.LoginToOptIn')}
      </button>
    );
  }
  if (promotion.optedIn) {
    return (
      <div className={styles.in} role="status">
        <p className={styles.inText}>
          <BadgeCheck size={20} aria-hidden="true" />
          <span>
            <strong>{t('Promotions.OptedIn')}</strong> {t('Promotions.OptedInText')}
          </span>
        </p>
        <button
          type="button"
          className={`${buttons.button} ${buttons.outline} ${buttons.small}`}
          disabled={busy}
          onClick={() => optOut.mutate()}
        >
          {t('Promotions.OptOut')}
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`${buttons.button} ${buttons.primary} ${buttons.block} ${styles.cta}`}
      disabled={busy}
      onClick={() => optIn.mutate()}
    >
      {t('Promotions.OptIn')}
    </button>
  );
}
