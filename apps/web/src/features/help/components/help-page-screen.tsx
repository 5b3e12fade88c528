import type { HelpSlug } from '@playline/contract/help';
import { ROUTES } from '@playline/contract/routes';
import type { ReactNode } from 'react';
import { BackLink } from '#app/components/back-link.tsx';
import { ListState } from '#app/components/list-state.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDateTime } from '#app/lib/use-date-time.ts';
import { useHelpPage } from '../api/get-help-page';
import { HelpArticle } from './help-article';
import styles from './help-article.module.css';
import { HELP_TITLE_KEYS } from './help-titles';
import { OtherHelpPages } from './other-help-pages';

interface HelpPageScreenProps {
  slug: HelpSlug;
  /** What follows the page's text, such as the contact form. */
  children?: ReactNode;
}

/** A help page: back to the help centre, the title, the sanitised text, when it was updated, the other pages. */
export function HelpPageScreen({ slug, children }: HelpPageScreenProps) {
  const t = useT();
  const languageId = useClientStore((state) => state.language.id);
  const dateTime = useDateTime();
  const page = useHelpPage(languageId, slug);
  const missing = page.error instanceof ApiError && page.error.status === 404;
  return (
    <div className={styles.layout}>
      <div className={styles.screen}>
        <div className={styles.main}>
          <BackLink to={ROUTES.Help_HomePage.path} label={t('Help.Home')} />
          {/* The page's name from the UI texts stands in until the server's title arrives (or if it never does). */}
          <h1 className={styles.title}>{page.data?.title ?? t(HELP_TITLE_KEYS[slug])}</h1>
          {page.data ? (
            <>
              <HelpArticle html={page.data.html} />
              <p className={styles.updated}>{t('Help.LastUpdated', { date: dateTime(page.data.updatedAt) })}</p>
            </>
          ) : (
            <ListState
              loading={page.isPending}
              error={page.isError && !missing}
              onRetry={() => void page.refetch()}
              empty={t('Help.PageMissing')}
              loadError={t('Help.PageError')}
            />
          )}
          {children}
        </div>
        <OtherHelpPages current={slug} />
      </div>
    </div>
  );
}
