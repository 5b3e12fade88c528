import type { CasinoLobby } from '@playline/contract/casino-keys';
import { routePath } from '@playline/contract/routes';
import { Heart, Rocket, Sparkles, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import chips from '../components/chips.module.css';
import { categoryPath } from '../lobby-paths';

/**
 * Shortcuts of the casino lobby: its crash games (the games lobby's, which the casino's search also finds), the
 * curated experience page, its vendors and the player's favourites.
 */
export function LobbyLinks({ lobby }: { lobby: CasinoLobby }) {
  const t = useT();
  return (
    <nav aria-label={t('Casino.Shortcuts')}>
      <ul className={chips.chips}>
        {lobby === 'casino' ? (
          <li>
            <Link to={categoryPath('games', 'crash-instant')} className={chips.chip}>
              <Rocket size={16} aria-hidden />
              {t('Casino.CrashGames')}
            </Link>
          </li>
        ) : null}
        {lobby === 'casino' ? (
          <li>
            <Link to={routePath('CasinoExperience')} className={chips.chip}>
              <Sparkles size={16} aria-hidden />
              {t('Casino.Experience')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={routePath('CasinoVendors')} className={chips.chip}>
            <Store size={16} aria-hidden />
            {t('Casino.Vendors')}
          </Link>
        </li>
        <li>
          <Link to={routePath('CasinoFavorites')} className={chips.chip}>
            <Heart size={16} aria-hidden />
            {t('Casino.Favourites')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
