import type { EventSummary } from '@playline/contract/sports';
import { useQueries } from '@tanstack/react-query';
import { useFavouriteIds } from '#app/entities/favourites/favourites.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { eventQueryOptions } from '../api/get-event';
import { EventSection } from './event-section';

/**
 * The matches the player follows (fav_s), soonest first. Each is read on its own; one that has finished or is
 * no longer offered (404) simply drops out of the list.
 */
export function FavouritesSection() {
  const t = useT();
  const ids = useFavouriteIds();
  const results = useQueries({ queries: ids.map((id) => ({ ...eventQueryOptions(id), retry: false })) });
  const events: EventSummary[] = results
    .flatMap((result) => (result.data && result.data.status !== 'finished' ? [result.data] : []))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const pending = ids.length > 0 && results.every((result) => result.isPending);
  return (
    <EventSection
      title={t('Sports.Browse.Favourites')}
      events={pending ? undefined : events}
      isPending={pending}
      isError={false}
      refetch={() => undefined}
      empty={t('Sports.Browse.FavouritesEmpty')}
    />
  );
}
