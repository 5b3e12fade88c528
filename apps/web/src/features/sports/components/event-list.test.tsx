import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDay } from './day-groups';
import { EventList } from './event-list';
import { footballEvent, renderWithApp } from './event-row.fixtures';

describe('event list', () => {
  // jsdom lays nothing out: give every element a row's height so the list measures like a browser's.
  afterEach(() => vi.restoreAllMocks());

  it('draws only the rows near the viewport of a long list, under day headings', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
    const start = localDay(Date.now()) + 60_000;
    const events = Array.from({ length: 300 }, (_, index) =>
      footballEvent(index + 1, { startsAt: new Date(start + index * 3 * 3_600_000).toISOString() }),
    );
    renderWithApp(<EventList events={events} label="Matches" />);
    const list = within(screen.getByRole('region', { name: 'Matches' }));
    const rows = list.getAllByRole('article');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(40);
    expect(list.getByRole('heading', { level: 2, name: 'Today' })).toBeTruthy();
    expect(list.getByRole('article', { name: 'Home 1 – Away 1' })).toBeTruthy();
  });

  it('puts two matches on a line, in start order, once the list is wide enough for two phone-sized rows', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const start = localDay(Date.now()) + 60_000;
    const events = Array.from({ length: 5 }, (_, index) =>
      footballEvent(index + 1, { startsAt: new Date(start + index * 60_000).toISOString() }),
    );
    renderWithApp(<EventList events={events} label="Matches" />);
    const list = within(screen.getByRole('region', { name: 'Matches' }));
    const lines = list.getAllByRole('article').map((row) => row.parentElement);
    const names = (line: HTMLElement | null | undefined) =>
      [...(line?.querySelectorAll('article') ?? [])].map((row) => row.getAttribute('aria-label'));
    expect(names(lines[0])).toEqual(['Home 1 – Away 1', 'Home 2 – Away 2']);
    expect(names(lines[2])).toEqual(['Home 3 – Away 3', 'Home 4 – Away 4']);
    expect(names(lines[4])).toEqual(['Home 5 – Away 5']);
  });
});
