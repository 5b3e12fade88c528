import * as z from 'zod';
import { contrast, mix, readableOn } from './color';

/** A hex colour; the regex also guards the generated CSS against injection. */
const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i);

/** What a brand designer chooses: a few colours. Everything else is derived. */
export const themeSeedSchema = z.object({
  mode: z.enum(['dark', 'light']),
  background: hexColor,
  surface: hexColor,
  text: hexColor,
  primary: hexColor,
  accent: hexColor,
});
export type ThemeSeed = z.infer<typeof themeSeedSchema>;

export const THEME_TOKENS = [
  'background',
  'surface',
  'raised',
  'border',
  'text',
  'muted',
  'primary',
  'onPrimary',
  'link',
  'accent',
  'onAccent',
  'success',
  'danger',
  'warning',
  'focus',
] as const;
export type ThemeToken = (typeof THEME_TOKENS)[number];
export type ThemeTokens = Record<ThemeToken, string>;

export const THEME_SEEDS = {
  midnight: {
    mode: 'dark',
    background: '#0b1020',
    surface: '#141b2e',
    text: '#eef1f8',
    primary: '#3d7bff',
    accent: '#ffc83d',
  },
  aegean: {
    mode: 'light',
    background: '#f3f6fa',
    surface: '#ffffff',
    text: '#0e2238',
    primary: '#0d5ea8',
    accent: '#f2a900',
  },
  arena: {
    mode: 'dark',
    background: '#121212',
    surface: '#1e1e1e',
    text: '#f5f5f5',
    primary: '#ff6a13',
    accent: '#ffd23f',
  },
  pitch: {
    mode: 'dark',
    background: '#0c1a12',
    surface: '#13261b',
    text: '#ecf5ef',
    primary: '#2fbf71',
    accent: '#f7e35c',
  },
  goalline: {
    mode: 'light',
    background: '#f5f5f7',
    surface: '#ffffff',
    text: '#1a1a2e',
    primary: '#5b2be0',
    accent: '#00a88f',
  },
  northstar: {
    mode: 'dark',
    background: '#0a1622',
    surface: '#112233',
    text: '#e8f1f8',
    primary: '#38b6ff',
    accent: '#ffe066',
  },
  crimson: {
    mode: 'dark',
    background: '#160b0e',
    surface: '#241217',
    text: '#f8ecee',
    primary: '#d12836',
    accent: '#f5c542',
  },
  emerald: {
    mode: 'light',
    background: '#f1f7f4',
    surface: '#ffffff',
    text: '#10251b',
    primary: '#0a7a4f',
    accent: '#c2410c',
  },
  royal: {
    mode: 'dark',
    background: '#120f24',
    surface: '#1d1838',
    text: '#f1eefc',
    primary: '#8b6cff',
    accent: '#f2c94c',
  },
  sunset: {
    mode: 'light',
    background: '#fff7f0',
    surface: '#ffffff',
    text: '#2b1408',
    primary: '#c2410c',
    accent: '#7c3aed',
  },
} as const satisfies Record<string, ThemeSeed>;

export type ThemeName = keyof typeof THEME_SEEDS;
export const DEFAULT_THEME: ThemeName = 'midnight';

const STATUS = {
  dark: { success: '#3ddc84', danger: '#ff5c6c', warning: '#ffb020' },
  light: { success: '#0f7b3f', danger: '#c81e2f', warning: '#a35c00' },
} as const;

/**
 * The brand colour as text (links, "see all", active tabs): the primary itself when it reads at 4.5:1 on every
 * ground, else moved toward the text colour in small steps until it does (a bright blue on navy is a hair short).
 */
function readableTint(primary: string, text: string, grounds: string[]): string {
  const reads = (colour: string) => grounds.every((ground) => contrast(colour, ground) >= 4.5);
  for (let step = 0; step <= 20; step += 1) {
    const colour = mix(primary, text, step / 20);
    if (reads(colour)) return colour;
  }
  return text;
}

/** Fills in every token from a seed, so a brand stays a handful of colours. */
export function buildTheme(seed: ThemeSeed): ThemeTokens {
  const toward = seed.mode === 'dark' ? '#ffffff' : '#000000';
  const raised = mix(seed.surface, toward, seed.mode === 'dark' ? 0.07 : 0.04);
  return {
    background: seed.background,
    surface: seed.surface,
    raised,
    border: mix(seed.surface, seed.text, 0.18),
    text: seed.text,
    muted: mix(seed.text, seed.surface, 0.32),
    primary: seed.primary,
    onPrimary: readableOn(seed.primary),
    link: readableTint(seed.primary, seed.text, [seed.background, seed.surface, raised]),
    accent: seed.accent,
    onAccent: readableOn(seed.accent),
    ...STATUS[seed.mode],
    focus: seed.mode === 'dark' ? mix(seed.primary, '#ffffff', 0.35) : seed.primary,
  };
}

const cssName = (token: string) => `--pl-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** `:root{--pl-background:#...;...}` for the brand's theme; values were validated as hex colours. */
export function themeCss(name: ThemeName): string {
  const seed = themeSeedSchema.parse(THEME_SEEDS[name]);
  const tokens = buildTheme(seed);
  const body = THEME_TOKENS.map((token) => `${cssName(token)}:${tokens[token]}`).join(';');
  return `:root{color-scheme:${seed.mode};${body}}`;
}
