import { eventChannel } from '@playline/contract/hub-keys';
import { useEffect } from 'react';
import type { SlipSelection } from '#app/entities/slip/slip-types.ts';
import { useHubChannel } from '#app/lib/realtime/hub.ts';
import { useLiveOutcome } from '#app/lib/realtime/live-odds.ts';
import { useSlip, useSlipStoreApi } from '../slip-store-context';

const OUTRIGHT_MARKETS = new Set<SlipSelection['marketType']>(['outright_winner', 'top_scorer']);

function EventChannel({ eventId }: { eventId: number }) {
  useHubChannel(eventChannel(eventId));
  return null;
}

/** One pick: a pushed price or status goes into the slip, which shows the move and applies the odds policy. */
function PickPrice({ pick }: { pick: SlipSelection }) {
  const live = useLiveOutcome(pick.outcomeId);
  const slip = useSlipStoreApi();
  const odds = live?.odds;
  const status = live?.status;
  useEffect(() => {
    if (odds === undefined || status === undefined) return;
    const current = slip.getState().selections.find((candidate) => candidate.outcomeId === pick.outcomeId);
    if (!current) return;
    const wasOpen = current.status === undefined;
    if (current.odds === odds && wasOpen === (status === 'open')) return;
    slip.getState().applyChanges([{ outcomeId: pick.outcomeId, odds, status }]);
  }, [slip, pick.outcomeId, odds, status]);
  return null;
}

/**
 * Keeps the open slip's prices live: holds the hub channel of every pick's event (the server answers a subscribe with
 * the event's current state) and feeds each pick's pushed price and status into the slip store.
 */
export function SlipLiveSync() {
  // Outrights have no event channel: their prices move with the season, not in play.
  const picks = useSlip((state) => state.selections).filter((pick) => !OUTRIGHT_MARKETS.has(pick.marketType));
  const eventIds = [...new Set(picks.map((pick) => pick.eventId))];
  return (
    <>
      {eventIds.map((eventId) => (
        <EventChannel key={eventId} eventId={eventId} />
      ))}
      {picks.map((pick) => (
        <PickPrice key={pick.outcomeId} pick={pick} />
      ))}
    </>
  );
}
