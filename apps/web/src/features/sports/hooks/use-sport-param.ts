import { isRealSportKey, type SportKey } from '@playline/contract/sports-keys';
import { useParams } from 'react-router';

/**
 * The `:sport` of the URL when it is a sport we offer, else null (the page shows a friendly not-found). Virtual
 * sports have no sports pages: they live in the virtual games area.
 */
export function useSportParam(): SportKey | null {
  const { sport } = useParams();
  return isRealSportKey(sport) ? sport : null;
}
