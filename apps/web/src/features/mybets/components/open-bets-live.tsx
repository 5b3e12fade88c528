import type { Bet } from '@playline/contract/bets';
import { eventChannel } from '@playline/contract/hub-keys';
import type { Scoreboard } from '@playline/contract/sports';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useHubChannel } from '#app/lib/realtime/hub.ts';
import type { ChannelMessage } from '#app/lib/realtime/hub-client.ts';
import { myBetsKeys } from '../api/keys';

/** The shortest gap between two refreshes of the bets list that pushed changes cause. */
export const LIVE_REFRESH_GAP_MS = 5_000;

const LiveScores = createContext<ReadonlyMap<number, Scoreboard>>(new Map());

/** The pushed scoreboard of a leg's event, while my bets watches it (undefined otherwise). */
export const useLiveScore = (eventId: number) => useContext(LiveScores).get(eventId);

function EventWatch({ eventId, onMessage }: { eventId: number; onMessage: (message: ChannelMessage) => void }) {
  useHubChannel(eventChannel(eventId), onMessage);
  return null;
}

/**
 * Keeps open bets live on My bets with the hub's event pushes (the same channels the slip holds): each open leg's
 * event is watched, its score shows on the leg at once, and a change that can move a leg or the cash-out value (score,
 * status, markets, prices) refreshes the list — at most once per LIVE_REFRESH_GAP_MS, the server computing both.
 */
export function OpenBetsLive({ bets, children }: { bets: readonly Bet[]; children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [scores, setScores] = useState<ReadonlyMap<number, Scoreboard>>(new Map());
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const eventIds = [
    ...new Set(
      bets
        .filter((bet) => bet.status === 'open')
        .flatMap((bet) => bet.legs.filter((leg) => leg.status === 'open').map((leg) => leg.eventId)),
    ),
  ];

  const refresh = () => {
    if (timer.current) return;
    const wait = Math.max(0, last.current + LIVE_REFRESH_GAP_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      last.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: myBetsKeys.all });
    }, wait);
  };

  const onMessage = (message: ChannelMessage) => {
    if (message.type !== 'event') return;
    const { scoreboard } = message;
    if (scoreboard) setScores((current) => new Map(current).set(message.eventId, scoreboard));
    // The snapshot a subscribe answers is what the list already shows.
    if (message.complete) return;
    if (scoreboard !== undefined || message.status || message.markets || message.prices || message.removedMarkets) {
      refresh();
    }
  };

  return (
    <LiveScores.Provider value={scores}>
      {eventIds.map((eventId) => (
        <EventWatch key={eventId} eventId={eventId} onMessage={onMessage} />
      ))}
      {children}
    </LiveScores.Provider>
  );
}
