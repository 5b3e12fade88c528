import type { GamesPage } from '@playline/contract/casino';
import type { UseQueryResult } from '@tanstack/react-query';
import { GameGrid } from './game-grid';
import { GamesState } from './games-state';

interface GamesListProps {
  list: UseQueryResult<GamesPage>;
  /** The grid's accessible name. */
  label: string;
  /** What the empty state says. */
  empty: string;
  skeletons?: number;
}

/** A list answer as the player sees it: a skeleton, an error with retry, an empty state, or the windowed grid. */
export function GamesList({ list, label, empty, skeletons }: GamesListProps) {
  const games = list.data?.games ?? [];
  return (
    <>
      <GamesState
        isPending={list.isPending}
        isError={list.isError}
        refetch={list.refetch}
        isEmpty={list.isSuccess && games.length === 0}
        empty={empty}
        skeletons={skeletons}
      />
      {games.length > 0 ? <GameGrid games={games} label={label} /> : null}
    </>
  );
}
