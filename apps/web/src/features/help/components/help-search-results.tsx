import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ListState } from '#app/components/list-state.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useHelpSearch } from '../api/search-help';
import styles from './help-home.module.css';
import { HelpIcon } from './help-icon';
import { HighlightedText } from './highlighted-text';

/** The hits for a (debounced) query: page and section, a snippet with the words marked, a link to the section. */
export function HelpSearchResults({ query }: { query: string }) {
  const t = useT();
  const languageId = useClientStore((state) => state.language.id);
  const search = useHelpSearch(languageId, query);
  const hits = search.data ?? [];
  if (search.isPending || search.isError || hits.length === 0) {
    return (
      <ListState
        loading={search.isPending}
        error={search.isError}
        onRetry={() => void search.refetch()}
        empty={t('Help.SearchEmpty', { query: query.trim() })}
        loadError={t('Help.SearchError')}
      />
    );
  }
  return (
    <section aria-labelledby="help-search-results">
      <h2 id="help-search-results" className={styles.count} aria-live="polite">
        {t('Help.SearchResults', { count: hits.length })}
      </h2>
      <ul className={styles.hits} aria-busy={search.isPlaceholderData}>
        {hits.map((hit) => (
          <li key={`${hit.slug}#${hit.anchor ?? ''}`}>
            <Link className={styles.hit} to={`/help/${hit.slug}${hit.anchor ? `#${hit.anchor}` : ''}`}>
              <span className={styles.icon}>
                <HelpIcon slug={hit.slug} size={18} />
              </span>
              <span className={styles.hitText}>
                <span className={styles.hitTitle}>
                  {hit.section ? <HighlightedText text={hit.section} query={query} /> : hit.title}
                </span>
                {hit.section ? <span className={styles.hitPage}>{hit.title}</span> : null}
                <span className={styles.snippet}>
                  <HighlightedText text={hit.snippet} query={query} />
                </span>
              </span>
              <ChevronRight className={styles.chevron} size={18} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
