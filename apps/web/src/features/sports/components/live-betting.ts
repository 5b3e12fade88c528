import { hasArea } from '@playline/contract/areas';
import { useBrand } from '#app/brand/boot-context.tsx';

/**
 * Whether this brand takes bets on events in play (its `live` area). Where it does not, events in play show their
 * score and statistics without prices to tap: the server would refuse the bet anyway (decision 022).
 */
export function useLiveBetting(): boolean {
  return hasArea(useBrand(), 'live');
}
