import { describe, expect, it, vi } from 'vitest';
import { followToastLink } from './toast-links';

const ORIGIN = 'https://site44.example.com';

function follow(link: string) {
  const navigate = vi.fn();
  const open = vi.fn();
  followToastLink(link, navigate, ORIGIN, open);
  return { navigate: navigate.mock.calls.flat(), open: open.mock.calls.flat() };
}

describe('toast action links', () => {
  it('routes paths and URLs of this site inside the app', () => {
    expect(follow('/mybets?tab=open#top')).toEqual({ navigate: ['/mybets?tab=open#top'], open: [] });
    expect(follow(`${ORIGIN}/promotions`)).toEqual({ navigate: ['/promotions'], open: [] });
  });

  it('opens another site in a new tab', () => {
    expect(follow('https://news.example.org/a?b=1')).toEqual({
      navigate: [],
      open: ['https://news.example.org/a?b=1'],
    });
    expect(follow('//cdn.example.org/x')).toEqual({ navigate: [], open: ['https://cdn.example.org/x'] });
  });

  it('ignores links that are not web links', () => {
    expect(follow('javascript:alert(1)')).toEqual({ navigate: [], open: [] });
    expect(follow(' JavaScript:alert(1)')).toEqual({ navigate: [], open: [] });
    expect(follow('data:text/html,<script>alert(1)</script>')).toEqual({ navigate: [], open: [] });
    expect(follow('http://[bad')).toEqual({ navigate: [], open: [] });
  });
});
