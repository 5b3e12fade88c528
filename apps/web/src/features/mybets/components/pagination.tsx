import { ChevronLeft, ChevronRight } from 'lucide-react';
import buttons from '../../../components/button.module.css';
import { useT } from '../../../lib/i18n/use-t';
import styles from './my-bets.module.css';

/** Previous / "Page 2 of 5" / Next over the server's pages. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT();
  return (
    <nav className={styles.pagination} aria-label={t('Bets.Mybets.Pages')}>
      <button
        type="button"
        className={`${buttons.button} ${buttons.outline} ${buttons.small}`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden="true" />
        {t('Bets.Mybets.Previous')}
      </button>
      <span className={styles.pageOf} aria-live="polite">
        {t('Bets.Mybets.PageOf', { page, pages })}
      </span>
      <button
        type="button"
        className={`${buttons.button} ${buttons.outline} ${buttons.small}`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('Bets.Mybets.Next')}
        <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
