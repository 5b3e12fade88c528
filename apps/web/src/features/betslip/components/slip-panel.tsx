import { useEffect } from 'react';
import { Link } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { type PlaceState, usePlaceBets } from '../hooks/use-place-bets';
import { useSlipTotals } from '../hooks/use-slip-totals';
import { hasSameEvent } from '../slip-math';
import { useSlip, useSlipStoreApi } from '../slip-store-context';
import { LoadCode, SaveCode } from './booking';
import { BuilderGroups } from './builder-groups';
import { OddsPolicySelect } from './odds-policy';
import { PlaceArea } from './place-area';
import { Receipt } from './receipt';
import { SystemSameEventNote } from './same-event-note';
import { SelectionRow } from './selection-row';
import styles from './slip.module.css';
import { SlipLiveSync } from './slip-live-sync';
import { SlipSummary } from './slip-summary';
import { SlipTabs } from './slip-tabs';
import { StakeInput } from './stake-input';
import { SystemOptions } from './system-options';
import { useSlipFormat } from './use-slip-format';

export interface SlipPanelProps {
  /** A fixture's place state (the /slip-test screen); the slip starts idle otherwise. */
  initialPlace?: PlaceState;
  /** Shown in the panel's header (the sheet's close button). */
  headerAction?: React.ReactNode;
}

/** The whole bet slip: tabs, selections, stakes, totals, the place button, the receipt and booking codes. */
export function SlipPanel({ initialPlace, headerAction }: SlipPanelProps) {
  const { t, currency, stakeError } = useSlipFormat();
  const brand = useBrand();
  const slip = useSlipStoreApi();
  const selections = useSlip((state) => state.selections);
  const groups = useSlip((state) => state.builder.length);
  const mode = useSlip((state) => state.mode);
  const stakes = useSlip((state) => state.stakes);
  const totals = useSlipTotals();
  const { state, place, keep, reset } = usePlaceBets(initialPlace);
  const count = selections.length + groups;
  const placing = state.kind === 'placing';
  // A shop's counter serves customers who bring a code (issue 8): its loader leads the slip, empty or not.
  const shopLoader = brand.isShop;

  // A mode the slip no longer fits falls back to singles (e.g. a multiple left with one selection).
  const unfit =
    (mode === 'builder' && groups === 0) ||
    (mode !== 'builder' &&
      mode !== 'single' &&
      (selections.length < (mode === 'system' ? 3 : 2) || hasSameEvent(selections)));
  const multipleBlocked = mode === 'single' && hasSameEvent(selections);
  useEffect(() => {
    if (unfit && state.kind !== 'receipt')
      slip.getState().setMode(groups > 0 && selections.length === 0 ? 'builder' : 'single');
  }, [unfit, slip, groups, selections.length, state.kind]);

  return (
    <section className={styles.panel} aria-labelledby="slip-title">
      {initialPlace === undefined ? <SlipLiveSync /> : null}
      <header className={styles.header}>
        <h2 id="slip-title" className={styles.title}>
          {t('Bets.Slip.Title')}
          {count > 0 ? <span className={styles.count}>{count}</span> : null}
        </h2>
        {count > 0 && state.kind !== 'receipt' ? (
          <button
            type="button"
            className={`${buttons.button} ${buttons.ghost}`}
            disabled={placing}
            onClick={() => slip.getState().clear()}
          >
            {t('Bets.Slip.ClearAll')}
          </button>
        ) : null}
        {headerAction}
      </header>
      {shopLoader && state.kind !== 'receipt' ? <LoadCode prominent disabled={placing} /> : null}
      {state.kind === 'receipt' ? (
        <Receipt result={state.result} onDone={reset} onKeep={state.placed ? keep : undefined} />
      ) : count === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('Bets.Slip.Empty')}</p>
          <p className={styles.muted}>{t('Bets.Slip.EmptyHint')}</p>
          <Link to="/sports" className={`${buttons.button} ${buttons.outline}`}>
            {t('Bets.Slip.BrowseSports')}
          </Link>
          {shopLoader ? null : <LoadCode />}
        </div>
      ) : (
        // While a slip waits (an in-play one for seconds) nothing on it can change: what was sent is what is judged.
        <fieldset className={styles.body} disabled={placing} aria-busy={placing || undefined}>
          <SlipTabs />
          {multipleBlocked ? <SystemSameEventNote /> : null}
          {mode === 'builder' ? (
            <BuilderGroups />
          ) : (
            <ul className={styles.list}>
              {selections.map((pick) => (
                <SelectionRow
                  key={pick.outcomeId}
                  pick={pick}
                  withStake={mode === 'single' && selections.length > 1}
                  withBanker={mode === 'system'}
                />
              ))}
            </ul>
          )}
          {mode === 'single' && selections.length > 1 ? (
            <StakeInput
              label={t('Bets.Slip.StakeAll')}
              showLabel
              value={
                selections.every((pick) => stakes[pick.outcomeId] === stakes[selections[0]?.outcomeId ?? ''])
                  ? (stakes[selections[0]?.outcomeId ?? ''] ?? '')
                  : ''
              }
              onChange={(text) => slip.getState().setStakeForAll(text)}
              currencyCode={currency}
              quick
            />
          ) : null}
          {mode === 'single' && selections.length === 1 && selections[0] ? (
            <StakeInput
              label={t('Bets.Slip.Stake')}
              showLabel
              value={stakes[selections[0].outcomeId] ?? ''}
              onChange={(text) => slip.getState().setStake(selections[0]?.outcomeId ?? '', text)}
              currencyCode={currency}
              error={stakeError(stakes[selections[0].outcomeId])}
              quick
            />
          ) : null}
          {mode === 'system' ? <SystemOptions /> : null}
          {mode === 'multiple' || mode === 'system' ? (
            <StakeInput
              label={t(mode === 'system' ? 'Bets.Slip.StakePerLine' : 'Bets.Slip.Stake')}
              showLabel
              value={stakes[mode] ?? ''}
              onChange={(text) => slip.getState().setStake(mode, text)}
              currencyCode={currency}
              error={stakeError(stakes[mode])}
              quick
            />
          ) : null}
          <OddsPolicySelect />
          <SlipSummary totals={totals} taxed={brand.taxesWinnings} />
          <PlaceArea totals={totals} state={state} onPlace={() => void place(totals)} />
          <div className={styles.codes}>
            <SaveCode />
            {shopLoader ? null : <LoadCode />}
          </div>
        </fieldset>
      )}
    </section>
  );
}
