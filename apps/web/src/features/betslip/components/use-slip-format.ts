import { BET_LIMITS } from '@playline/contract/bets-math';
import { useBrand } from '#app/brand/boot-context.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { type Block, stakeOf } from '../slip-math';

/** The slip's formatting: money in the player's currency, the words of a blocking reason and of a stake's limit. */
export function useSlipFormat() {
  const t = useT();
  const money = useMoney();
  const brand = useBrand();
  const currency = useClientStore((state) => state.user?.currencyCode) ?? brand.currencyCode;
  const format = (minor: number) => money(minor, currency);
  return {
    t,
    currency,
    money: format,
    block: (block: Block) =>
      t(block.key, {
        limit: block.money === undefined ? '' : format(block.money),
        balance: block.money === undefined ? '' : format(block.money),
        max: block.max ?? '',
      }),
    /** The limit a typed stake (per line) breaks, in words; null when it is within them or empty. */
    stakeError: (text: string | undefined) => {
      const stake = stakeOf(text);
      if (stake === null) return null;
      if (stake < BET_LIMITS.minStake) return t('Bets.Slip.Block.StakeMin', { limit: format(BET_LIMITS.minStake) });
      if (stake > BET_LIMITS.maxStake) return t('Bets.Slip.Block.StakeMax', { limit: format(BET_LIMITS.maxStake) });
      return null;
    },
  };
}
