import { PROMOTION_AREAS, type PromotionArea } from '@playline/contract/promotions';
import { useSearchParams } from 'react-router';
import buttons from '#app/components/button.module.css';
import { ListState } from '#app/components/list-state.tsx';
import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { usePromotions } from '../api/get-promotions';
import { type AreaChoice, AreaFilter } from '../components/area-filter';
import { PromotionCard } from '../components/promotion-card';
import styles from './promotions.module.css';

const isArea = (value: string | null): value is PromotionArea =>
  (PROMOTION_AREAS as readonly string[]).includes(value ?? '');

/**
 * PromotionsIndexPage (`/promotions`): the brand's running and upcoming offers as cards, filtered by area. The
 * filter lives in the URL (`?area=casino`), so the back link from a promotion returns to the same choice.
 */
export function PromotionsIndexPage() {
  const t = useT();
  const promotions = usePromotions();
  const [params, setParams] = useSearchParams();
  const requested = params.get('area');
  const choice: AreaChoice = isArea(requested) ? requested : 'all';
  const all = promotions.data ?? [];
  const areas = PROMOTION_AREAS.filter((area) => all.some((promotion) => promotion.area === area));
  const shown = choice === 'all' ? all : all.filter((promotion) => promotion.area === choice);
  const choose = (next: AreaChoice) => setParams(next === 'all' ? {} : { area: next }, { replace: true });

  return (
    <Page title={t('Promotions.Title')} eyebrow={t('Promotions.Eyebrow')}>
      {areas.length > 1 ? <AreaFilter areas={areas} value={choice} onChange={choose} /> : null}
      {promotions.isSuccess && shown.length > 0 ? (
        <ul className={styles.grid}>
          {shown.map((promotion) => (
            <li key={promotion.slug}>
              <PromotionCard promotion={promotion} />
            </li>
          ))}
        </ul>
      ) : (
        <ListState
          look="cards"
          loading={promotions.isPending}
          error={promotions.isError}
          onRetry={() => void promotions.refetch()}
          loadError={t('Promotions.LoadError')}
          empty={choice === 'all' ? t('Promotions.Empty') : t('Promotions.EmptyFiltered')}
          action={
            choice === 'all' ? null : (
              <button
                type="button"
                className={`${buttons.button} ${buttons.outline} ${buttons.small}`}
                onClick={() => choose('all')}
              >
                {t('Promotions.ShowAll')}
              </button>
            )
          }
        />
      )}
    </Page>
  );
}
