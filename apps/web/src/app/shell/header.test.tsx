import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';

async function header(siteId: number) {
  renderApp({ siteId });
  return within(await screen.findByRole('banner'));
}

describe('header', () => {
  beforeEach(() => {
    mockFetch();
  });

  it('offers the menu, a logo home, Log in and Register to a visitor on site 1', async () => {
    const bar = await header(1);
    expect(bar.getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(bar.getByRole('link', { name: 'Playline home' }).getAttribute('href')).toBe('/');
    expect(bar.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(bar.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(bar.queryByRole('link', { name: 'Chat' })).toBeNull();
  });

  it('hides Register on a hideRegistration brand (site 123)', async () => {
    const bar = await header(123);
    expect(bar.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(bar.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('hides Register on a shop site (site 54), in Greek', async () => {
    const bar = await header(54);
    expect(bar.getByRole('button', { name: 'Μενού' })).toBeTruthy();
    expect(bar.getByRole('link', { name: 'Σύνδεση' })).toBeTruthy();
    expect(bar.queryByRole('link', { name: 'Εγγραφή' })).toBeNull();
  });

  it('shows the chat link on the brand with chat (site 44)', async () => {
    const bar = await header(44);
    expect(bar.getByRole('link', { name: 'Συνομιλία' }).getAttribute('href')).toBe('/chat');
    expect(bar.getByRole('link', { name: 'Εγγραφή' })).toBeTruthy();
  });
});
