import { useBrand } from '#app/brand/boot-context.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useMoney } from '#app/lib/use-money.ts';

/** Jackpot pools in the player's currency, else the brand's (the catalogue's amounts are minor units). */
export function useJackpotFormat(): (minorUnits: number) => string {
  const brand = useBrand();
  const currency = useClientStore((state) => state.user?.currencyCode) ?? brand.currencyCode;
  const money = useMoney();
  return (minorUnits) => money(minorUnits, currency);
}
