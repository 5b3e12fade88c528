import { describe, expect, it } from 'vitest';
import { sameOriginFramePath } from './frame-url';

const ORIGIN = 'https://site1.example';

describe('sameOriginFramePath', () => {
  it('keeps our own game frame, relative or absolute', () => {
    expect(sameOriginFramePath('/game-frame/?token=abc', ORIGIN)).toBe('/game-frame/?token=abc');
    expect(sameOriginFramePath(`${ORIGIN}/game-frame/#t=1`, ORIGIN)).toBe('/game-frame/#t=1');
  });

  it('refuses another site, another path of ours and a script URL', () => {
    expect(sameOriginFramePath('https://vendor.example/game-frame/', ORIGIN)).toBeNull();
    expect(sameOriginFramePath('//vendor.example/game-frame/', ORIGIN)).toBeNull();
    expect(sameOriginFramePath('/user-account/deposit', ORIGIN)).toBeNull();
    expect(sameOriginFramePath('javascript:alert(1)', ORIGIN)).toBeNull();
  });
});
