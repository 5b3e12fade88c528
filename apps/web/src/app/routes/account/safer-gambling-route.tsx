import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { markRegistrationPromptShown } from '#app/features/auth/registration-prompt-rules.ts';
import { endSession } from '#app/features/auth/session.ts';
import { SaferGamblingPage } from '#app/features/responsible-gambling/components/safer-gambling-page.tsx';
import { alert } from '#app/lib/alerts.ts';
import { useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AccountFrame } from './account-frame';

/**
 * `/user-account/safer-gambling`. A time-out or self-exclusion ends the player's sessions on the server: this
 * device forgets the player too, goes home and says what started and until when.
 */
export function SaferGamblingRoute() {
  const t = useT();
  const store = useClientStoreApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onExcluded = async (message: string) => {
    // Forgotten at once, so requests still in flight that now get 401 find nobody to announce the end of.
    store.getState().logout();
    await navigate('/', { replace: true });
    await endSession(queryClient, store);
    // No invitation to open an account for someone who has just chosen to stop.
    markRegistrationPromptShown();
    void alert({ title: t('Page.SaferGambling'), message });
  };
  return (
    <AccountFrame route="SaferGambling">
      {() => <SaferGamblingPage onExcluded={(message) => void onExcluded(message)} />}
    </AccountFrame>
  );
}

export default SaferGamblingRoute;
