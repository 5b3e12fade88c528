import type { Ref } from 'react';
import { useBrand } from '#app/brand/boot-context.tsx';
import { useSlipSelections } from '#app/entities/slip/slip.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { slipTotals } from '../slip-math';
import styles from './slip-peek.module.css';

interface SlipPeekProps {
  onOpen: () => void;
  /** A press is likely (hover, touch, focus): the full slip's code can start loading. */
  onIntent?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The slip's peek bar on phones, above the tab bar (part of the first load, so small): count, total odds and the
 * potential win; pressing it opens the full slip, which gives the focus back to it when it closes.
 */
export function SlipPeek({ onOpen, onIntent, ref }: SlipPeekProps) {
  const t = useT();
  const money = useMoney();
  const brand = useBrand();
  const currency = useClientStore((state) => state.user?.currencyCode) ?? brand.currencyCode;
  const slip = useSlipSelections((state) => state);
  const count = slip.selections.length + slip.builder.length;
  if (count === 0) return null;
  const totals = slipTotals({ ...slip, builderPrices: {}, taxed: brand.taxesWinnings, balance: null });
  const odds = totals.totalOdds ?? (slip.selections.length === 1 ? slip.selections[0]?.odds : undefined);
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <button
        ref={ref}
        type="button"
        className={styles.peek}
        onClick={onOpen}
        onPointerEnter={onIntent}
        onTouchStart={onIntent}
        onFocus={onIntent}
        aria-haspopup="dialog"
      >
        <span className={styles.count}>{count}</span>
        <span className={styles.title}>{t('Bets.Slip.Title')}</span>
        {odds === undefined ? null : (
          <span className={styles.figure}>
            <span className={styles.label}>{t('Bets.Slip.TotalOdds')}</span> {odds.toFixed(2)}
          </span>
        )}
        {totals.net > 0 ? (
          <span className={styles.figure}>
            <span className={styles.label}>{t('Bets.Slip.PotentialReturn')}</span> {money(totals.net, currency)}
          </span>
        ) : null}
        <span className={styles.chevron} aria-hidden="true">
          ▲
        </span>
        <span className="visually-hidden">{t('Bets.Slip.Open')}</span>
      </button>
    </>
  );
}
