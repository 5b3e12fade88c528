import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeHubSocket } from '#app/lib/realtime/fake-hub-socket.ts';
import { installFakeHub } from '#app/lib/realtime/hub-test-kit.ts';
import { liveOdds } from '#app/lib/realtime/live-odds.ts';
import { renderSlip, slipPick } from './slip-test-kit';

const market = (eventId: number, odds: number, status: 'open' | 'suspended' = 'open') => ({
  key: '1x2',
  type: '1x2' as const,
  line: null,
  group: 'main' as const,
  status,
  builder: true,
  outcomes: [{ id: `${eventId}/1x2/home`, code: 'home', odds, status }],
});

describe('the open slip with live prices', () => {
  it("holds each pick's event channel and shows pushed prices and suspensions", async () => {
    installFakeHub();
    const { slip } = renderSlip({ selections: [slipPick(7, 2.1), slipPick(8, 1.5)] });
    const socket = FakeHubSocket.latest;
    act(() => socket.open());
    await act(async () => {}); // the client batches subscriptions of one task into one message
    expect(socket.sent).toContainEqual({ type: 'subscribe', channels: ['event:7', 'event:8'] });

    act(() => {
      socket.receive({ type: 'event', eventId: 7, markets: [market(7, 2.4)] });
      liveOdds.flush();
    });
    expect(slip.getState().selections.find((pick) => pick.eventId === 7)).toMatchObject({
      odds: 2.4,
      previousOdds: 2.1,
    });
    expect(screen.getByText('2.40')).toBeTruthy();

    act(() => {
      socket.receive({ type: 'event', eventId: 8, markets: [market(8, 1.5, 'suspended')] });
      liveOdds.flush();
    });
    expect(slip.getState().selections.find((pick) => pick.eventId === 8)?.status).toBe('suspended');
  });
});
