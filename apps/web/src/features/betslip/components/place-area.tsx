import { ROUTES } from '@playline/contract/routes';
import { Link } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useCountdown } from '../hooks/use-countdown';
import type { PlaceState } from '../hooks/use-place-bets';
import type { SlipTotals } from '../slip-math';
import { useSlipStoreApi } from '../slip-store-context';
import styles from './slip.module.css';
import { useSlipFormat } from './use-slip-format';

/** What a refusal says: during an in-play delay, what happened then; otherwise that prices had already changed. */
const inPlayErrors = {
  none: 'Bets.Slip.OddsChangedError',
  suspended_during_delay: 'Bets.InPlay.SuspendedDuringDelay',
  price_moved_during_delay: 'Bets.InPlay.MovedDuringDelay',
} as const;

interface PlaceAreaProps {
  totals: SlipTotals;
  state: PlaceState;
  onPlace: () => void;
}

/** The place button with the stake and win on it, and every reason it is locked stated in words beside it. */
export function PlaceArea({ totals, state, onPlace }: PlaceAreaProps) {
  const { t, money, block } = useSlipFormat();
  const slip = useSlipStoreApi();
  const visitor = useClientStore((s) => s.user === null);
  // Too little money: the way to more is beside the refusal, except at a shop, whose counter takes cash instead.
  const canDeposit = !useBrand().isShop;
  const placing = state.kind === 'placing';
  const left = useCountdown(
    state.kind === 'placing' ? state.since : undefined,
    state.kind === 'placing' ? state.waitSeconds : undefined,
  );
  const blocked = totals.blocks.length > 0;
  const oddsChanged = totals.blocks.some((b) => b.key === 'Bets.Slip.Block.OddsChanged');
  // A refusal for new prices already says so: the list does not repeat it, one message and the button remain.
  const refusedForOdds = state.kind === 'error' && state.reason === 'odds';
  const listed = refusedForOdds ? totals.blocks.filter((b) => b.key !== 'Bets.Slip.Block.OddsChanged') : totals.blocks;
  const win = totals.net;
  // An in-play slip counts its acceptance delay down; past zero it still waits for the answer, without a number.
  const waiting =
    left === null ? null : left > 0 ? t('Bets.InPlay.WaitingSeconds', { seconds: left }) : t('Bets.InPlay.Waiting');
  const label = placing
    ? (waiting ?? t('Bets.Slip.Placing'))
    : totals.bets.length > 0
      ? t('Bets.Slip.Place', { stake: money(totals.totalStake), return: money(win) })
      : t('Bets.Slip.PlaceBet');
  const error =
    state.kind !== 'error'
      ? null
      : state.reason === 'odds'
        ? t(inPlayErrors[state.inPlay ?? 'none'])
        : state.reason === 'retry'
          ? t('Bets.Slip.ErrorRetry')
          : t('Bets.Slip.Error', { message: state.message ?? '' }).trim();
  return (
    <div className={styles.place}>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {listed.length > 0 ? (
        <ul className={styles.blocks} aria-live="polite">
          {listed.map((reason) => (
            <li key={reason.key}>
              {block(reason)}
              {reason.key === 'Bets.Slip.Block.Balance' && canDeposit ? (
                <>
                  {' '}
                  <Link to={ROUTES.Deposit.path} className={`${buttons.button} ${buttons.accent} ${buttons.small}`}>
                    {t('Bets.Slip.Deposit')}
                  </Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {oddsChanged ? (
        <button
          type="button"
          className={`${buttons.button} ${buttons.accent} ${buttons.block}`}
          onClick={() => slip.getState().acceptChanges()}
        >
          {t('Bets.Slip.AcceptChanges')}
        </button>
      ) : null}
      <button
        type="button"
        className={`${buttons.button} ${buttons.primary} ${buttons.block} ${styles.placeButton}`}
        disabled={placing || (blocked && !visitor)}
        aria-busy={placing || undefined}
        onClick={onPlace}
      >
        {label}
      </button>
      {visitor ? <p className={styles.muted}>{t('Bets.Slip.LoginToPlace')}</p> : null}
    </div>
  );
}
