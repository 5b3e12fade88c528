import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeHubSocket } from '#app/lib/realtime/fake-hub-socket.ts';
import { installFakeHub } from '#app/lib/realtime/hub-test-kit.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser } from '#app/test/session.ts';
import { bet, betList, leg, serveBets } from '../mybets-test-kit';

const scoreboard = { home: 1, away: 0, periods: [], period: 1, minute: 23, phase: 'live' as const };

describe('open bets on my bets, live', () => {
  it("watches each open leg's event: the score shows on the leg and a change refreshes the list", async () => {
    installFakeHub();
    cacheUser();
    const settled = bet({ id: 2, status: 'won', legs: [leg({ eventId: 300, status: 'won' })] });
    const { calls } = serveBets((url) =>
      url.pathname === '/api/client/bets' ? betList([bet({ cashOut: null }), settled]) : undefined,
    );
    renderApp({ path: '/mybets' });
    const card = (await screen.findAllByRole('article'))[0]!;
    const socket = FakeHubSocket.latest;
    act(() => socket.open());
    await act(async () => {});
    // Only the open leg's event is watched (the won bet's is not).
    expect(socket.sent).toContainEqual({ type: 'subscribe', channels: ['event:101'] });
    const lists = () => calls.filter((call) => call.path.startsWith('/api/client/bets?status=open&page=1&pageSize=20'));
    const before = lists().length;

    // The snapshot answering the subscribe shows the score without asking the server again.
    act(() => socket.receive({ type: 'event', eventId: 101, scoreboard, complete: true }));
    expect(within(card).getByText(/1–0 23′/)).toBeTruthy();
    expect(lists()).toHaveLength(before);

    // A goal: the score moves at once, and the list (legs, cash-out value) is asked again.
    act(() => socket.receive({ type: 'event', eventId: 101, scoreboard: { ...scoreboard, home: 2, minute: 31 } }));
    expect(within(card).getByText(/2–0 31′/)).toBeTruthy();
    await waitFor(() => expect(lists().length).toBe(before + 1));
  });
});
