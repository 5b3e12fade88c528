import { useQueryClient } from '@tanstack/react-query';
import { useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { notify } from '#app/lib/notifications.ts';
import { useHubMessage } from '#app/lib/realtime/hub.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { myBetsKeys } from '../api/keys';

/**
 * Keeps My bets current from the hub: a settled (or cashed-out) bet refreshes every bets list, so `/mybets` moves it
 * without a reload, and a won bet says so in a short toast. Renders nothing; the shell mounts it per player.
 */
export function MyBetsLive() {
  const queryClient = useQueryClient();
  const store = useClientStoreApi();
  const t = useT();
  const money = useMoney();

  useHubMessage('bet_settled', ({ betId, status, payout }) => {
    void queryClient.invalidateQueries({ queryKey: myBetsKeys.all });
    const currency = store.getState().user?.currencyCode;
    if (status !== 'won' || !currency) return;
    notify({
      id: `bet-won-${betId}`,
      kind: 'positive',
      title: t('Hub.BetWon', { amount: money(payout, currency) }),
      body: '',
    });
  });

  // The servers lost messages between them (decision 025): a settlement may be among them.
  useHubMessage('resync', () => void queryClient.invalidateQueries({ queryKey: myBetsKeys.all }));

  return null;
}
