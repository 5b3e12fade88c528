import { STORAGE_KEYS } from '@playline/contract/constants';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageReload } from '../lib/page-reload';
import { showAppUnavailable } from './app-unavailable';

describe('the app-unavailable page', () => {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stop();
    document.body.replaceChildren();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says the site cannot be reached, counts down and reloads itself after 60 seconds', () => {
    stop = showAppUnavailable(document.body);
    expect(screen.getByRole('heading', { name: 'We will be right back' })).toBeTruthy();
    expect(screen.getByText('Trying again in 60 s')).toBeTruthy();
    vi.advanceTimersByTime(59_000);
    expect(screen.getByText('Trying again in 1 s')).toBeTruthy();
    expect(pageReload.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(pageReload.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once from its button', () => {
    stop = showAppUnavailable(document.body);
    screen.getByRole('button', { name: 'Try again now' }).click();
    expect(pageReload.reload).toHaveBeenCalledTimes(1);
  });

  it('speaks Greek to a visitor who chose Greek before', () => {
    localStorage.setItem(STORAGE_KEYS.language, JSON.stringify({ id: 2, locale: 'el-gr' }));
    stop = showAppUnavailable(document.body);
    expect(screen.getByRole('button', { name: 'Δοκιμή τώρα' })).toBeTruthy();
  });
});
