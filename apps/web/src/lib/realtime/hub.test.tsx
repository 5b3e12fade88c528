import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeHubSocket } from './fake-hub-socket';
import { getHub, hubUrl, peekHub, useHubChannel, useHubMessage, useHubState } from './hub';
import { hubStarted, useHubLifetime } from './hub-started';
import { installFakeHub } from './hub-test-kit';
import { liveOdds } from './live-odds';

/** The app's root, as far as the hub goes: a hub started under it closes when it unmounts. */
function AppRoot({ children }: { children?: ReactNode }) {
  useHubLifetime();
  return children;
}

describe('the tab hub', () => {
  beforeEach(() => installFakeHub());

  it('builds the socket URL on the page origin', () => {
    expect(hubUrl({ protocol: 'https:', host: 'site44.example.com' })).toBe('wss://site44.example.com/api/hub');
    expect(hubUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/hub');
  });

  it('is one client per tab, started by the first channel a component holds', async () => {
    function Live() {
      useHubChannel('live');
      return null;
    }
    expect(peekHub()).toBeNull();
    render(
      <AppRoot>
        <Live />
        <Live />
      </AppRoot>,
    );
    expect(FakeHubSocket.instances).toHaveLength(1);
    act(() => FakeHubSocket.latest.open());
    expect(FakeHubSocket.latest.subscribed()).toEqual(['live']);
    expect(getHub()).toBe(peekHub());
  });

  it('attaches message listeners and the state once the hub starts, without starting it', () => {
    const balances: number[] = [];
    function Probe() {
      const state = useHubState();
      useHubMessage('balance', (message) => balances.push(message.balance));
      return <p>{state}</p>;
    }
    render(
      <AppRoot>
        <Probe />
      </AppRoot>,
    );
    expect(peekHub()).toBeNull();
    expect(screen.getByText('connecting')).toBeTruthy();
    act(() => {
      getHub();
      FakeHubSocket.latest.open();
    });
    expect(screen.getByText('open')).toBeTruthy();
    act(() =>
      FakeHubSocket.latest.receive({
        type: 'balance',
        balance: 1_240,
        calculatedBalance: 1_240,
        tax: 0,
        currencyCode: 'EUR',
      }),
    );
    expect(balances).toEqual([1_240]);
    act(() => FakeHubSocket.latest.drop());
    expect(screen.getByText('reconnecting')).toBeTruthy();
  });

  it('feeds every event message into the live odds store', () => {
    render(<AppRoot />);
    getHub();
    FakeHubSocket.latest.open();
    FakeHubSocket.latest.receive({
      type: 'event',
      eventId: 9,
      markets: [
        {
          key: 'mr',
          type: '1x2',
          line: null,
          group: 'main',
          status: 'open',
          builder: false,
          outcomes: [{ id: '9/mr/home', code: 'home', odds: 1.8, status: 'open' }],
        },
      ],
    } as never);
    liveOdds.flush();
    expect(liveOdds.get('9/mr/home')?.odds).toBe(1.8);
  });

  it('closes its socket when the app root that owns it unmounts; a later getHub opens a new one', () => {
    const app = render(<AppRoot />);
    expect(hubStarted()).toBe(false);
    const first = getHub();
    const socket = FakeHubSocket.latest;
    act(() => socket.open());
    expect(hubStarted()).toBe(true);
    app.unmount();
    expect(socket.closedByClient).toBe(true);
    expect(peekHub()).toBeNull();
    expect(hubStarted()).toBe(false);
    render(<AppRoot />);
    expect(getHub()).not.toBe(first);
    expect(FakeHubSocket.instances).toHaveLength(2);
  });
});
