import type { PromotionSummary } from '@playline/contract/promotions';
import { routePath } from '@playline/contract/routes';
import { BadgeCheck, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './promotion-card.module.css';
import { PromotionVisual } from './promotion-visual';
import { useTimingText } from './use-timing-text';

/** One promotion in the list: painted header with the area, title, summary, its dates and the opted-in badge. */
export function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const t = useT();
  const timing = useTimingText();
  return (
    <Link to={routePath('PromotionsSinglePage', { slug: promotion.slug })} className={styles.card}>
      <PromotionVisual area={promotion.area} />
      <div className={styles.body}>
        <h2 className={styles.title}>{promotion.title}</h2>
        <p className={styles.summary}>{promotion.summary}</p>
        <div className={styles.meta}>
          <span className={styles.timing}>
            <Clock size={14} aria-hidden="true" />
            {timing(promotion)}
          </span>
          {promotion.optedIn ? (
            <span className={styles.badge}>
              <BadgeCheck size={14} aria-hidden="true" />
              {t('Promotions.OptedIn')}
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
