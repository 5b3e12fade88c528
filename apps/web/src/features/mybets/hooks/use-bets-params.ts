import { useSearchParams } from 'react-router';
import type { BetsTab, MyBetsQuery } from '../api/keys';

export const PAGE_SIZE = 20;
const TABS: readonly BetsTab[] = ['open', 'settled', 'all'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The tab, date range and page live in the address (`?status=settled&from=…&page=2`), so a reload or a shared link
 * shows the same list. Anything malformed falls back to the first page of open bets; every change of tab or dates
 * starts again at page 1.
 */
export function useBetsParams() {
  const [search, setSearch] = useSearchParams();
  const status = TABS.find((tab) => tab === search.get('status')) ?? 'open';
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return DATE.test(value) ? value : undefined;
  };
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const query: MyBetsQuery = { status, from: date('from'), to: date('to'), page, pageSize: PAGE_SIZE };

  const update = (changes: Record<string, string | undefined>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  return {
    query,
    setTab: (tab: BetsTab) => update({ status: tab === 'open' ? undefined : tab, page: undefined }),
    setDates: (from: string, to: string) => update({ from, to, page: undefined }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
  };
}
