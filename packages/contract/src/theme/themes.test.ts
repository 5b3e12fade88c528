import { describe, expect, it } from 'vitest';
import { contrast } from './color';
import { buildTheme, THEME_SEEDS, type ThemeName, themeCss, themeSeedSchema } from './themes';

const names = Object.keys(THEME_SEEDS) as ThemeName[];

describe('themes', () => {
  it.each(names)('%s meets WCAG AA contrast for text, muted text and buttons', (name) => {
    const tokens = buildTheme(THEME_SEEDS[name]);
    expect(contrast(tokens.text, tokens.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.text, tokens.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.text, tokens.raised)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.muted, tokens.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.onPrimary, tokens.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.onAccent, tokens.accent)).toBeGreaterThanOrEqual(4.5);
    for (const ground of [tokens.background, tokens.surface, tokens.raised]) {
      expect(contrast(tokens.link, ground)).toBeGreaterThanOrEqual(4.5);
    }
    for (const status of ['success', 'danger', 'warning'] as const) {
      expect(contrast(tokens[status], tokens.surface)).toBeGreaterThanOrEqual(3);
    }
  });

  it('compiles to CSS custom properties', () => {
    const css = themeCss('midnight');
    expect(css).toMatch(/^:root\{color-scheme:dark;--pl-background:#0b1020;/);
    expect(css).toContain('--pl-on-primary:');
    expect(css).toContain('--pl-link:');
    expect(css).not.toMatch(/[<>]/);
  });

  it('rejects a seed colour that could inject CSS', () => {
    const evil = { ...THEME_SEEDS.midnight, primary: 'red;}body{display:none' };
    expect(themeSeedSchema.safeParse(evil).success).toBe(false);
    expect(themeSeedSchema.safeParse(THEME_SEEDS.midnight).success).toBe(true);
  });
});
