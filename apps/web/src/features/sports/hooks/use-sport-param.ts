import { SPORT_KEYS, type SportKey } from '@playline/contract/sports-keys';
import { useParams } from 'react-router';

/** The `:sport` of the URL when it is a sport we offer, else null (the page shows a friendly not-found). */
export function useSportParam(): SportKey | null {
  const { sport } = useParams();
  return SPORT_KEYS.includes(sport as SportKey) ? (sport as SportKey) : null;
}
