import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../lib/i18n/use-t';
import buttons from './button.module.css';
import styles from './pagination.module.css';

/** Previous / "Page 2 of 5" / Next over the server's pages of a list. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT();
  return (
    <nav className={styles.pagination} aria-label={t('Common.Pagination')}>
      <button
        type="button"
        className={`${buttons.button} ${buttons.outline} ${buttons.small}`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden="true" />
        {t('Common.Previous')}
      </button>
      <span className={styles.pageOf} aria-live="polite">
        {t('Common.PageOf', { page, pages })}
      </span>
      <button
        type="button"
        className={`${buttons.button} ${buttons.outline} ${buttons.small}`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('Common.Next')}
        <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
