import type { InPlayRejection, PlaceBetsRequest, PlaceBetsResult } from '@playline/contract/bets';
import type { BetType } from '@playline/contract/bets-math';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { refreshMyBets } from '#app/entities/open-bets/open-bets.ts';
import type { SlipSelectionsStore } from '#app/entities/slip/slip-store.ts';
import type { BuilderGroup, SlipSelection, SlipSelectionInput } from '#app/entities/slip/slip-types.ts';
import { track } from '#app/lib/analytics.ts';
import { isApiError } from '#app/lib/api-error.ts';
import { useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { openLoginDialog } from '#app/lib/login-dialog.ts';
import { useAttemptKey } from '#app/lib/use-attempt-key.ts';
import { OddsChangedError, placeBets } from '../api/place-bets';
import { inPlayWaitSeconds } from '../in-play';
import type { SlipTotals } from '../slip-math';
import { useSlipStoreApi } from '../slip-store-context';

export type PlaceState =
  | { kind: 'idle' }
  /** An in-play slip waits `waitSeconds` from `since` (epoch ms) before the server accepts it. */
  | { kind: 'placing'; waitSeconds?: number; since?: number }
  /** `placed`: the slip's picks as they were placed, for "Keep selections" (absent on fixtures). */
  | { kind: 'receipt'; result: PlaceBetsResult; placed?: PlacedSlip }
  | {
      kind: 'error';
      reason: 'odds' | 'retry' | 'refused';
      message: string | null;
      /** What refused an in-play slip during its delay. */
      inPlay?: InPlayRejection;
    };

/** What a placed slip held: its picks, builder groups and bet type, put back by "Keep selections". */
export interface PlacedSlip {
  selections: SlipSelectionInput[];
  builder: BuilderGroup[];
  mode: BetType;
}

/** A pick as the slip adds it (without its time, accepted price or status). */
const asInput = ({ addedAt: _a, previousOdds: _p, status: _s, ...pick }: SlipSelection): SlipSelectionInput => pick;

/** The request body of the slip's bets under the odds policy. */
export function placeRequest(
  totals: SlipTotals,
  oddsPolicy: PlaceBetsRequest['oddsPolicy'],
  languageId: number,
): PlaceBetsRequest {
  return {
    oddsPolicy,
    languageId,
    bets: totals.bets.map((bet) => ({
      type: bet.type,
      stake: bet.stake,
      selections: bet.selections,
      ...(bet.sizes ? { sizes: bet.sizes } : {}),
      ...(bet.builderOdds ? { builderOdds: bet.builderOdds } : {}),
    })),
  };
}

/**
 * A placement attempt ends on a success or a definite answer: a 4xx, or new prices (`OddsChangedError`) or any other
 * error that is not a lost answer. Only a network failure or a 5xx keeps the key for the next press.
 */
const endsPlacement = (error: unknown) => !isApiError(error) || error.isClientError;

function failure(error: unknown, slip: SlipSelectionsStore): PlaceState {
  if (error instanceof OddsChangedError) {
    slip.getState().applyChanges(error.changes);
    return { kind: 'error', reason: 'odds', message: null, ...(error.reason ? { inPlay: error.reason } : {}) };
  }
  if (isApiError(error) && error.isClientError) {
    const message = error.fields.stake ?? error.serverMessage;
    return { kind: 'error', reason: 'refused', message };
  }
  return { kind: 'error', reason: 'retry', message: null };
}

/**
 * Places the slip: a visitor gets the login dialog and keeps the slip; a player sends one request at a time with
 * the attempt's idempotency key (a retry after a lost answer reuses it). A success updates the balance, takes the
 * placed selections off the slip and reports `bet_placement`; new prices from the server are applied to the slip.
 */
export function usePlaceBets(initial: PlaceState = { kind: 'idle' }) {
  const store = useClientStoreApi();
  const slip = useSlipStoreApi();
  const queryClient = useQueryClient();
  const attempt = useAttemptKey(endsPlacement);
  const inFlight = useRef(false);
  const [state, setState] = useState<PlaceState>(initial);

  const place = async (totals: SlipTotals) => {
    const { user, language } = store.getState();
    if (!user) {
      openLoginDialog({ returnUrl: window.location.pathname });
      return;
    }
    if (inFlight.current || totals.bets.length === 0) return;
    inFlight.current = true;
    const request = placeRequest(totals, slip.getState().oddsPolicy, language.id);
    const { selections, builder } = slip.getState();
    const now = Date.now();
    const waitSeconds = inPlayWaitSeconds(
      request.bets.flatMap((bet) => bet.selections.map((pick) => pick.outcomeId)),
      [...selections, ...builder.flatMap((group) => group.picks)],
      now,
    );
    setState(waitSeconds > 0 ? { kind: 'placing', waitSeconds, since: now } : { kind: 'placing' });
    // While the server waits out the delay the slip is what it judges: no pick comes or goes meanwhile.
    if (waitSeconds > 0) slip.getState().setLocked(true);
    try {
      const result = await placeBets(request, attempt.keyFor(request));
      attempt.settle();
      const { balance, calculatedBalance, currencyCode } = result;
      store.getState().setBalance({ balance, calculatedBalance, tax: user.tax, currencyCode });
      const placedIds = totals.bets
        .filter((bet) => bet.type !== 'builder')
        .flatMap((bet) => bet.selections.map((pick) => pick.outcomeId));
      const placedGroups = totals.bets.flatMap((bet) => (bet.builderEventId === undefined ? [] : [bet.builderEventId]));
      const placed: PlacedSlip = {
        selections: selections.filter((pick) => placedIds.includes(pick.outcomeId)).map(asInput),
        builder: builder.filter((group) => placedGroups.includes(group.eventId)),
        mode: slip.getState().mode,
      };
      slip.getState().removePlaced(placedIds, placedGroups);
      for (const bet of totals.bets) {
        track('bet_placement', {
          type: bet.type,
          selections: bet.selections.length,
          stake: bet.totalStake / 100,
          lines: bet.lines,
          currency: currencyCode,
        });
      }
      setState({ kind: 'receipt', result, placed });
      void refreshMyBets(queryClient);
    } catch (error) {
      attempt.settle(error);
      setState(failure(error, slip));
    } finally {
      inFlight.current = false;
      slip.getState().setLocked(false);
    }
  };

  /** "Keep selections": the placed picks go back on the slip (at the prices the slip keeps current), stakes empty. */
  const keep = () => {
    if (state.kind === 'receipt' && state.placed) {
      const actions = slip.getState();
      for (const pick of state.placed.selections) if (!actions.has(pick.outcomeId)) actions.toggle(pick);
      for (const group of state.placed.builder) actions.setBuilderGroup(group.eventId, group.picks);
      slip.getState().setMode(state.placed.mode);
    }
    setState({ kind: 'idle' });
  };

  return { state, place, keep, reset: () => setState({ kind: 'idle' }) };
}
