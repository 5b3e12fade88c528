import { HELP_SEARCH_MAX_LENGTH, HELP_SEARCH_MIN_LENGTH } from '@playline/contract/help';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import { isSearchable } from '../api/search-help';
import styles from './help-home.module.css';
import { HelpSearchResults } from './help-search-results';
import { HelpTopics } from './help-topics';
import { SupportLinks } from './support-links';

/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 250;

/** `/help`: a search field at the top, then the help pages as rows, then the ways to reach support. */
export function HelpHomePage() {
  const t = useT();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const searching = isSearchable(query) && isSearchable(text);
  return (
    <Page title={t('Help.Home')}>
      <p className={styles.intro}>{t('Help.Intro')}</p>
      <search className={styles.search}>
        <label htmlFor="help-search" className="visually-hidden">
          {t('Help.SearchLabel')}
        </label>
        <Search className={styles.searchIcon} size={20} aria-hidden="true" />
        <input
          id="help-search"
          type="search"
          className={styles.searchInput}
          placeholder={t('Help.SearchPlaceholder')}
          maxLength={HELP_SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {text ? (
          <button type="button" className={styles.clear} aria-label={t('Help.SearchClear')} onClick={() => setText('')}>
            <X size={18} aria-hidden="true" />
          </button>
        ) : null}
      </search>
      {text.trim().length > 0 && !isSearchable(text) ? (
        <p className={styles.hint}>{t('Help.SearchShort', { count: HELP_SEARCH_MIN_LENGTH })}</p>
      ) : null}
      {searching ? <HelpSearchResults query={query} /> : <HelpTopics />}
      <SupportLinks />
    </Page>
  );
}
