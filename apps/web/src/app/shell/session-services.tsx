import { RealityCheck } from '../../features/responsible-gambling/components/reality-check';
import { BalanceSync } from '../../features/wallet/components/balance-sync';

/**
 * What runs while a player is logged in: the balance poll and the responsible-gambling count. Neither draws
 * anything at first, so a visitor never downloads them and a player gets them just after the first paint.
 */
export function SessionServices() {
  return (
    <>
      <BalanceSync />
      <RealityCheck />
    </>
  );
}

export default SessionServices;
