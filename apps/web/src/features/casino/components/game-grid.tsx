import type { CasinoGame } from '@playline/contract/casino';
import { THUMBNAIL_ASPECT } from '@playline/contract/casino-keys';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useState } from 'react';
import { useCasinoFavourites } from '../favourites/use-casino-favourites';
import styles from './game-grid.module.css';
import { GameTile } from './game-tile';
import { columnsForWidth, useElementWidth } from './grid-columns';

/** Gap between tiles (the CSS's --pl-space-3) and the name and vendor lines under the thumbnail. */
const GAP = 12;
const CAPTION_HEIGHT = 40;

/**
 * Games as a grid windowed by rows against the window's scroll: only the rows near the viewport are in the DOM,
 * so 300 games cost a few dozen tiles. Rows are measured once drawn; the estimate keeps the scrollbar honest.
 */
export function GameGrid({ games, label }: { games: readonly CasinoGame[]; label: string }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [offset, setOffset] = useState(0);
  const width = useElementWidth(element);
  const columns = columnsForWidth(width);
  const favourites = useCasinoFavourites();
  const favouriteIds = useMemo(() => new Set(favourites.gameIds), [favourites.gameIds]);
  const rows = Math.ceil(games.length / columns);
  const tileWidth = Math.max(0, (width - GAP * (columns - 1)) / columns);
  useLayoutEffect(() => {
    setOffset(element ? element.getBoundingClientRect().top + window.scrollY : 0);
  }, [element]);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => tileWidth / THUMBNAIL_ASPECT + CAPTION_HEIGHT + GAP,
    overscan: 3,
    scrollMargin: offset,
  });
  return (
    <section ref={setElement} aria-label={label} className={styles.grid}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={`${row.key}-${columns}`}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            style={{
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {games.slice(row.index * columns, (row.index + 1) * columns).map((game) => (
              <GameTile
                key={game.id}
                game={game}
                favourite={favouriteIds.has(game.id)}
                onToggleFavourite={favourites.toggle}
              />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
