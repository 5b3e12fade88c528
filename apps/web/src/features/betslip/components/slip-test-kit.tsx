import { createSlipSelectionsStore } from '#app/entities/slip/slip-store.ts';
import type { SlipData, SlipSelection } from '#app/entities/slip/slip-types.ts';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import type { PlaceState } from '../hooks/use-place-bets';
import { SlipStoreProvider } from '../slip-store-context';
import { SlipPanel } from './slip-panel';

export function slipPick(eventId: number, odds: number, extra: Partial<SlipSelection> = {}): SlipSelection {
  return {
    outcomeId: `${eventId}/1x2/home`,
    eventId,
    marketKey: '1x2',
    code: 'home',
    odds,
    eventName: `Home ${eventId} – Away ${eventId}`,
    marketType: '1x2',
    line: null,
    sport: 'football',
    startsAt: '2026-06-01T18:00:00.000Z',
    addedAt: eventId,
    ...extra,
  };
}

/** The slip panel on a slip of its own (no storage), with the app's providers. */
export function renderSlip(data: Partial<SlipData>, options: { siteId?: number; place?: PlaceState } = {}) {
  const slip = createSlipSelectionsStore(Date.now, data);
  const view = renderWithProviders(
    <SlipStoreProvider store={slip}>
      <SlipPanel initialPlace={options.place} />
    </SlipStoreProvider>,
    { siteId: options.siteId ?? 1 },
  );
  return { ...view, slip };
}
