import { CASINO_SEARCH_MIN_LENGTH, type CasinoLobby } from '@playline/contract/casino-keys';
import { Search } from 'lucide-react';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import { useGames } from '../api/get-games';
import styles from './casino-search.module.css';
import { GameGrid } from './game-grid';
import { GamesState } from './games-state';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

/** True when the text is long enough to search with. */
export const isSearchable = (text: string): boolean => text.trim().length >= CASINO_SEARCH_MIN_LENGTH;

/** The search field at the top of a lobby; the page shows `SearchResults` instead of its rows while it searches. */
export function SearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const t = useT();
  const short = value.trim().length > 0 && !isSearchable(value);
  return (
    <search className={styles.search}>
      <Search size={18} aria-hidden className={styles.icon} />
      <input
        type="search"
        className={styles.input}
        aria-label={t('Casino.Search')}
        placeholder={t('Casino.SearchPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        enterKeyHint="search"
        autoComplete="off"
      />
      {short ? <p className={styles.hint}>{t('Casino.SearchHint', { min: CASINO_SEARCH_MIN_LENGTH })}</p> : null}
    </search>
  );
}

/** The games matching the text (names and vendors) in the lobby, in the grid; a "no results" state otherwise. */
export function SearchResults({ text, lobby }: { text: string; lobby: CasinoLobby }) {
  const t = useT();
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const ready = isSearchable(query);
  const search = useGames({ lobby, q: query }, { enabled: ready });
  const games = ready ? search.data?.games : undefined;
  if (!ready) return null;
  return (
    <div className={styles.results} aria-live="polite">
      <GamesState
        isPending={search.isPending}
        isError={search.isError}
        refetch={search.refetch}
        isEmpty={games?.length === 0}
        empty={t('Casino.SearchEmpty', { query })}
        skeletons={6}
      />
      {games && games.length > 0 ? (
        <>
          <p className={styles.count}>{t('Casino.SearchCount', { count: search.data?.total ?? 0 })}</p>
          <GameGrid games={games} label={t('Casino.SearchResults')} />
        </>
      ) : null}
    </div>
  );
}
