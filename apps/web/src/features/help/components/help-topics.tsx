import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ListState } from '#app/components/list-state.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useHelpIndex } from '../api/get-help-index';
import styles from './help-home.module.css';
import { HelpIcon } from './help-icon';

/** The help pages as large rows to tap; contact us has its own card below, so it is not repeated here. */
export function HelpTopics() {
  const t = useT();
  const languageId = useClientStore((state) => state.language.id);
  const index = useHelpIndex(languageId);
  const pages = (index.data ?? []).filter((page) => page.slug !== 'contact-us');
  return (
    <section aria-labelledby="help-topics" className={styles.section}>
      <h2 id="help-topics" className={styles.heading}>
        {t('Help.Topics')}
      </h2>
      {pages.length === 0 ? (
        <ListState
          loading={index.isPending}
          error={index.isError}
          onRetry={() => void index.refetch()}
          empty={t('Help.PagesEmpty')}
          loadError={t('Help.PagesError')}
        />
      ) : (
        <ul className={styles.topics}>
          {pages.map((page) => (
            <li key={page.slug}>
              <Link className={styles.topic} to={`/help/${page.slug}`}>
                <span className={styles.icon}>
                  <HelpIcon slug={page.slug} />
                </span>
                <span className={styles.topicTitle}>{page.title}</span>
                <ChevronRight className={styles.chevron} size={18} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
