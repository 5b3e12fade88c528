import type { CasinoGame } from '@playline/contract/casino';
import { THUMBNAIL_ASPECT } from '@playline/contract/casino-keys';
import { Heart } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { gamePath } from '../lobby-paths';
import styles from './game-tile.module.css';
import { useJackpotFormat } from './use-jackpot-format';

/** The image's intrinsic size: with `width`/`height` set the browser reserves the box before the file arrives. */
const THUMB_WIDTH = 240;
const THUMB_HEIGHT = Math.round(THUMB_WIDTH / THUMBNAIL_ASPECT);

interface GameTileProps {
  game: CasinoGame;
  favourite: boolean;
  onToggleFavourite: (gameId: string) => void;
  /** Load the thumbnail at once: it is on the first screen (lazy loading would wait for layout to find that out). */
  eager?: boolean;
}

/**
 * One game: its thumbnail (lazy, in a box of the fixed aspect ratio, so nothing moves when it loads), badges,
 * name and vendor, linking to the game screen of its lobby; and a heart to favourite it.
 */
export const GameTile = memo(function GameTile({ game, favourite, onToggleFavourite, eager = false }: GameTileProps) {
  const t = useT();
  const jackpot = useJackpotFormat();
  return (
    <article className={styles.tile} aria-label={game.name}>
      <Link to={gamePath(game.lobby, game.id)} className={styles.link}>
        <span className={styles.thumb}>
          <img
            src={game.thumbnail}
            alt=""
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding={eager ? 'sync' : 'async'}
            className={styles.image}
          />
          {game.badges.length > 0 ? (
            <span className={styles.badges}>
              {game.badges.map((badge) => (
                <span key={badge} className={`${styles.badge} ${styles[`badge-${badge}`] ?? ''}`}>
                  {t(`Casino.Badge.${badge}`)}
                </span>
              ))}
            </span>
          ) : null}
          {game.jackpot !== null ? <span className={styles.pool}>{jackpot(game.jackpot)}</span> : null}
        </span>
        <span className={styles.name}>{game.name}</span>
        <span className={styles.vendor}>{game.vendorName}</span>
      </Link>
      <button
        type="button"
        className={styles.heart}
        aria-pressed={favourite}
        aria-label={t('Casino.Favourite', { name: game.name })}
        onClick={() => onToggleFavourite(game.id)}
      >
        <Heart size={18} aria-hidden fill={favourite ? 'currentColor' : 'none'} />
      </button>
    </article>
  );
});
