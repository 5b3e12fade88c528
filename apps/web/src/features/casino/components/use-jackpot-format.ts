import { useBrand } from '../../../brand/boot-context';
import { useClientStore } from '../../../lib/client-store-context';
import { useMoney } from '../../../lib/use-money';

/** Jackpot pools in the player's currency, else the brand's (the catalogue's amounts are minor units). */
export function useJackpotFormat(): (minorUnits: number) => string {
  const brand = useBrand();
  const currency = useClientStore((state) => state.user?.currencyCode) ?? brand.currencyCode;
  const money = useMoney();
  return (minorUnits) => money(minorUnits, currency);
}
