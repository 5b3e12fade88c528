import type { PlaceBetsResult } from '@playline/contract/bets';
import { SITES } from '@playline/contract/brands';
import { createPortal } from 'react-dom';
import { useBrand } from '#app/brand/boot-context.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useDateTime } from '#app/lib/use-date-time.ts';
import { slipMarketName, slipOutcomeName } from '../selection-label';
import shop from './slip-shop.module.css';
import { useSlipFormat } from './use-slip-format';

/**
 * The receipt as a shop's 80 mm printer prints it (issue 8): brand, shop, time, whom the bet is for, then each bet
 * with its code, selections, stake and return. It is a child of `<body>` marked `data-print-only`, so the print
 * block of global.css can hide everything else without fighting the slip's sheet or column (fixed positions,
 * overflow) and a long receipt flows over several pages. Hidden on screen, so kept out of the accessibility tree.
 */
export function PrintReceipt({ result }: { result: PlaceBetsResult }) {
  const { t, money } = useSlipFormat();
  const brand = useBrand();
  const dateTime = useDateTime();
  const forName = useClientStore((state) => state.user?.userName);
  // A shop variant is named "<brand> Shop": the paper carries the brand the customer knows, then the shop.
  const brandName = (brand.baseSiteId === null ? undefined : SITES[brand.baseSiteId]?.name) ?? brand.name;
  const placedAt = result.bets[0]?.placedAt;
  return createPortal(
    <div className={shop.print} data-print-only="" aria-hidden="true">
      <p className={shop.printBrand}>{brandName}</p>
      <dl className={shop.printRows}>
        <div>
          <dt>{t('Bets.Slip.ReceiptShop')}</dt>
          <dd>
            {brand.name} #{brand.siteId}
          </dd>
        </div>
        {placedAt ? (
          <div>
            <dt>{t('Bets.Slip.ReceiptPlaced')}</dt>
            <dd>{dateTime(placedAt)}</dd>
          </div>
        ) : null}
        {forName ? (
          <div>
            <dt>{t('Bets.Slip.ReceiptFor')}</dt>
            <dd>{forName}</dd>
          </div>
        ) : null}
      </dl>
      {result.bets.map((bet) => (
        <section key={bet.id} className={shop.printBet}>
          <p className={shop.printBetId}>{t('Bets.Slip.BetId', { id: bet.id })}</p>
          <p>
            {t('Bets.Slip.BookingCode')}: <strong className={shop.printCode}>{bet.bookingCode}</strong>
          </p>
          {bet.legs.length > 0 ? (
            <ol className={shop.printLegs}>
              {bet.legs.map((leg) => (
                <li key={leg.outcomeId}>
                  <span className={shop.printLegPick}>
                    <span>
                      {slipOutcomeName(t, leg)} · {slipMarketName(t, leg)}
                    </span>
                    <span>{leg.odds.toFixed(2)}</span>
                  </span>
                  <span>{leg.eventName}</span>
                </li>
              ))}
            </ol>
          ) : null}
          <dl className={shop.printRows}>
            {bet.odds === null ? null : (
              <div>
                <dt>{t('Bets.Slip.TotalOdds')}</dt>
                <dd>{bet.odds.toFixed(2)}</dd>
              </div>
            )}
            <div>
              <dt>{t('Bets.Slip.TotalStake')}</dt>
              <dd>{money(bet.totalStake)}</dd>
            </div>
            <div>
              <dt>{t('Bets.Slip.PotentialReturn')}</dt>
              <dd>{money(bet.potentialReturn)}</dd>
            </div>
          </dl>
        </section>
      ))}
    </div>,
    document.body,
  );
}
