import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeHubSocket } from './fake-hub-socket';
import { getHub, hubUrl, peekHub, resetHub, useHubChannel, useHubMessage, useHubState } from './hub';
import { installFakeHub } from './hub-test-kit';
import { liveOdds } from './live-odds';

describe('the tab hub', () => {
  beforeEach(() => installFakeHub());
  afterEach(() => resetHub());

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
      <>
        <Live />
        <Live />
      </>,
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
    render(<Probe />);
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
});
