import { describe, expect, it } from 'vitest';
import { SLOT_SYMBOL_NAMES, SYMBOL_PICTURES } from './slot-symbols';
import { GAME_FRAME_EL } from './texts/game-frame-el';

describe('slot symbol pictures', () => {
  it('draw every symbol every theme deals, and the wild and the scatter', () => {
    const names = [...Object.values(SLOT_SYMBOL_NAMES).flat(), 'Wild', 'Bonus'];
    for (const name of names) expect(SYMBOL_PICTURES[name], name).toMatch(/^<(path|circle|ellipse|rect|g) /);
    for (const theme of Object.values(SLOT_SYMBOL_NAMES)) expect(new Set(theme).size).toBe(8);
    // …and the frame names each one in Greek too.
    for (const name of names) expect(GAME_FRAME_EL, name).toHaveProperty([`Game.Symbol.${name}`]);
  });

  it('are plain shapes: no text, links, scripts or images, and every element closed', () => {
    for (const [name, markup] of Object.entries(SYMBOL_PICTURES)) {
      expect(markup, name).not.toMatch(/<(text|image|script|a|use)\b|href|url\(/);
      const opened = markup.match(/<(?!\/)[a-z]+[^>]*[^/]>/g)?.length ?? 0;
      expect(markup.match(/<\/[a-z]+>/g)?.length ?? 0, name).toBe(opened);
    }
  });
});
