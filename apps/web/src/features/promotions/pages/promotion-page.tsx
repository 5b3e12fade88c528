import { routePath } from '@playline/contract/routes';
import { ChevronDown } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '#app/components/back-link.tsx';
import { ListState } from '#app/components/list-state.tsx';
import { SanitizedHtml } from '#app/components/sanitized-html.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { isMissing, usePromotion } from '../api/get-promotion';
import { OptInPanel } from '../components/opt-in-panel';
import { PromotionVisual } from '../components/promotion-visual';
import { useTimingText } from '../components/use-timing-text';
import styles from './promotion-page.module.css';

/** PromotionsSinglePage (`/promotions/:slug`): hero, what to do, the offer in full and its terms (collapsed). */
export function PromotionPage() {
  const t = useT();
  const timing = useTimingText();
  const { slug = '' } = useParams();
  const promotion = usePromotion(slug);
  const back = <BackLink to={routePath('PromotionsIndexPage')} label={t('Promotions.Back')} />;

  if (!promotion.data) {
    return (
      <div className={styles.page}>
        {back}
        <ListState
          look="cards"
          loading={promotion.isPending}
          error={promotion.isError && !isMissing(promotion.error)}
          onRetry={() => void promotion.refetch()}
          loadError={t('Promotions.LoadError')}
          empty={t('Promotions.NotFound')}
        />
      </div>
    );
  }

  const data = promotion.data;
  return (
    <article className={styles.page}>
      {back}
      <PromotionVisual area={data.area} size="hero">
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.timing}>{timing(data)}</p>
      </PromotionVisual>
      <div className={styles.layout}>
        <div className={styles.main}>
          <p className={styles.summary}>{data.summary}</p>
          <SanitizedHtml html={data.html} className={styles.prose} />
        </div>
        <aside className={styles.aside}>
          <OptInPanel promotion={data} />
          <details className={styles.terms}>
            <summary className={styles.termsToggle}>
              {t('Promotions.Terms')}
              <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
            </summary>
            <SanitizedHtml html={data.termsHtml} className={`${styles.prose} ${styles.termsBody}`} />
          </details>
        </aside>
      </div>
    </article>
  );
}
