import { describe, expect, it } from 'vitest';
import { netentTarget } from './netent-target';

const ORIGIN = 'https://site1.example';
const target = (search: string) => netentTarget(search, ORIGIN);

describe('the /netent return link', () => {
  it('follows a path of ours, keeping its query', () => {
    expect(target('?returnUrl=%2Fcasino%2Fcategory%2Fslots%3Fq%3Dab')).toEqual({
      kind: 'path',
      path: '/casino/category/slots?q=ab',
    });
    expect(target(`?lobbyUrl=${encodeURIComponent(`${ORIGIN}/live-casino`)}`)).toEqual({
      kind: 'path',
      path: '/live-casino',
    });
  });

  it('never leaves the site, whatever the link is dressed as', () => {
    for (const evil of [
      'https://evil.example/casino',
      '//evil.example/casino',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/netent?returnUrl=/casino',
    ]) {
      expect(target(`?returnUrl=${encodeURIComponent(evil)}`)).toEqual({ kind: 'casino' });
    }
  });

  it("leads to a game's lobby by its id, and to the casino otherwise", () => {
    expect(target('?gameId=pharaohs-fortune')).toEqual({ kind: 'game', gameId: 'pharaohs-fortune' });
    expect(target('?gameId=..%2F..%2Fadmin')).toEqual({ kind: 'casino' });
    expect(target('')).toEqual({ kind: 'casino' });
  });
});
