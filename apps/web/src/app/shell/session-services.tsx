import { useBrand } from '#app/brand/boot-context.tsx';
import { CasinoFavouritesSync } from '#app/features/casino/favourites/casino-favourites-sync.tsx';
import { ChatReplyNotifier } from '#app/features/chat/components/chat-reply-notifier.tsx';
import { MyBetsLive } from '#app/features/mybets/components/my-bets-live.tsx';
import { RealityCheck } from '#app/features/responsible-gambling/components/reality-check.tsx';
import { FavouritesSync } from '#app/features/sports/components/favourites-sync.tsx';
import { BalanceSync } from '#app/features/wallet/components/balance-sync.tsx';

/**
 * What runs while a player is logged in: the balance (pushed by the hub, polled while it is down), my bets kept
 * fresh by the hub, the responsible-gambling count and the favourites sync (merged once per login: the shell keys
 * this component by user). None draws anything
 * at first, so a visitor never downloads them and a player gets them just after the first paint.
 */
export function SessionServices() {
  const brand = useBrand();
  return (
    <>
      {brand.hasChat ? <ChatReplyNotifier /> : null}
      <BalanceSync />
      <MyBetsLive />
      <RealityCheck />
      <FavouritesSync />
      <CasinoFavouritesSync />
    </>
  );
}

export default SessionServices;
