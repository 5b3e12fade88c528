import { useBrand } from '#app/brand/boot-context.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useBuilderPrices } from '../api/builder-price';
import { type SlipTotals, slipTotals } from '../slip-math';
import { useSlip } from '../slip-store-context';

/** The slip's bets and totals as the player types, with the brand's winnings tax and the player's balance. */
export function useSlipTotals(): SlipTotals {
  const brand = useBrand();
  const balance = useClientStore((state) => state.user?.calculatedBalance ?? null);
  const slip = useSlip((state) => state);
  const builderPrices = useBuilderPrices(slip.builder);
  return slipTotals({ ...slip, builderPrices, taxed: brand.taxesWinnings, balance });
}
