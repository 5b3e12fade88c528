import { SEARCH_MIN_LENGTH } from '@playline/contract/sports-keys';
import { useDeferredValue, useState } from 'react';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useCatalogueSearch } from '../api/search-catalogue';
import { EventRow } from '../components/event-row';
import { ListEmpty, QueryState } from '../components/list-states';
import styles from './browse.module.css';
import { LeagueLinks } from './league-links';

/**
 * Search for teams and leagues; results show below as league links and match rows in start order, each with its
 * day, sport and league.
 */
export function SearchBox() {
  const t = useT();
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const search = useCatalogueSearch(query);
  const searching = query.length >= SEARCH_MIN_LENGTH;
  const result = searching ? search.data : undefined;
  return (
    <search className={styles.section}>
      <input
        type="search"
        className={styles.search}
        aria-label={t('Sports.Browse.Search')}
        placeholder={t('Sports.Browse.Search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        enterKeyHint="search"
      />
      {query.length > 0 && !searching ? (
        <p className={styles.muted}>{t('Sports.Browse.SearchHint', { min: SEARCH_MIN_LENGTH })}</p>
      ) : null}
      {searching ? (
        <QueryState isPending={search.isPending} isError={search.isError} refetch={search.refetch} rows={2} />
      ) : null}
      {result && result.leagues.length + result.events.length === 0 ? (
        <ListEmpty message={t('Sports.Browse.SearchEmpty', { query })} />
      ) : null}
      {result && result.leagues.length > 0 ? (
        <section className={styles.section} aria-label={t('Sports.Browse.Leagues')}>
          <h2 className={styles.sectionTitle}>{t('Sports.Browse.Leagues')}</h2>
          <LeagueLinks leagues={result.leagues} />
        </section>
      ) : null}
      {result && result.events.length > 0 ? (
        <section className={styles.section} aria-label={t('Sports.Browse.Matches')}>
          <h2 className={styles.sectionTitle}>{t('Sports.Browse.Matches')}</h2>
          <div className={styles.rows}>
            {result.events.map((event) => (
              <EventRow key={event.id} event={event} context="dayAndLeague" />
            ))}
          </div>
        </section>
      ) : null}
    </search>
  );
}
