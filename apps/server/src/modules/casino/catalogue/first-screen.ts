import type { BrandConfig, ServerRenderedPageData } from '@playline/contract';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import { CatalogueService } from './service';

/**
 * What the casino lobby's first screen is drawn from when the server renders it (decision 013): the brand's lobby,
 * exactly as `GET /api/casino/lobby?lobby=casino` answers it, so the client's first render matches.
 */
export function casinoFirstScreen(feed: FeedAdapter): (brand: BrandConfig) => ServerRenderedPageData['casino'] {
  const service = new CatalogueService(feed);
  return (brand) => ({ lobby: service.lobbyData(brand.brandKey, 'casino') });
}
