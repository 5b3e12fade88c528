import { SEO_TEXT_KEYS, type SeoTextKey } from '@playline/contract/content-keys';
import type { RouteName } from '@playline/contract/routes';
import { useRouteName } from '../routes/route-handle';

/** The landing page of each area has its own SEO text; other pages keep the block empty. */
const SEO_BY_ROUTE: Partial<Record<RouteName, SeoTextKey>> = {
  HomePage: SEO_TEXT_KEYS.home,
  Sports: SEO_TEXT_KEYS.sports,
  SportsLive: SEO_TEXT_KEYS.live,
  CasinoHomePage: SEO_TEXT_KEYS.casino,
  LiveCasinoHomePage: SEO_TEXT_KEYS.liveCasino,
  VirtualGamesHomePage: SEO_TEXT_KEYS.virtual,
  PromotionsIndexPage: SEO_TEXT_KEYS.promotions,
};

export function useSeoKey(): SeoTextKey | null {
  const name = useRouteName();
  return (name && SEO_BY_ROUTE[name]) || null;
}
