import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderSports } from '../components/market-test-kit';
import { SportsDigitainPage } from './provider-frame-page';

const LAUNCH = { url: '/sports?embed=digitain', token: 'tok', origin: 'http://localhost' };

describe('provider frame page', () => {
  it('launches the provider and frames its URL', async () => {
    mockFetch((url) => (url.pathname === '/api/sports/providers/digitain/launch' ? json(LAUNCH) : undefined));
    renderSports(<SportsDigitainPage />);
    expect(screen.getByRole('status').textContent).toContain('Opening the sportsbook');
    const frame = await screen.findByTitle('Digitain');
    expect(frame.getAttribute('src')).toBe('/sports?embed=digitain');
  });

  it('offers a retry when the launch fails, and frames once it works', async () => {
    let attempts = 0;
    mockFetch((url) => {
      if (url.pathname !== '/api/sports/providers/digitain/launch') return undefined;
      attempts += 1;
      return attempts === 1 ? json({ statusCode: 404, error: 'Not Found', message: 'No frame' }, 404) : json(LAUNCH);
    });
    const { user } = renderSports(<SportsDigitainPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('The sportsbook could not be opened.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Digitain')).toBeTruthy();
  });
});
