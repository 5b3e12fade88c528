import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { testEvent } from '../components/market-fixtures';
import { renderSports } from '../components/market-test-kit';
import { SampleEventPage } from './sample-event-page';

describe('sample event page', () => {
  it('opens the event page of the first football highlight', async () => {
    const basketball = { ...testEvent({ id: 700, sport: 'basketball' }), markets: undefined, groups: undefined };
    const football = { ...testEvent({ id: 501 }), markets: undefined, groups: undefined };
    mockFetch((url) => {
      if (url.pathname === '/api/sports/highlights') {
        return json({ highlights: [basketball, football], startingSoon: [], topLeagues: [], liveCount: 0 });
      }
      if (url.pathname === '/api/sports/events/501') return json(testEvent({ id: 501 }));
      return undefined;
    });
    renderSports(<SampleEventPage />, { path: '/sports/sample-event' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Arden Rovers v Belmont City' })).toBeTruthy();
    expect(screen.getByText('Sample event')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Match result' })).toBeTruthy();
  });

  it('says so when no football match is scheduled', async () => {
    mockFetch((url) =>
      url.pathname === '/api/sports/highlights'
        ? json({ highlights: [], startingSoon: [], topLeagues: [], liveCount: 0 })
        : undefined,
    );
    renderSports(<SampleEventPage />, { path: '/sports/sample-event' });
    expect(await screen.findByText('No football match is scheduled right now. Try again later.')).toBeTruthy();
  });
});
