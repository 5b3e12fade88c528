import type { BrandConfig } from '@playline/contract';
import { escapeHtml } from '#app/lib/escape-html.ts';
import { encodePng, type Rgba } from '#app/lib/png.ts';
import { brandTokens } from './brand-colors';

/** The brand's first letter, drawn by the browser's own fonts: no image asset to ship per brand. */
const initial = (brand: BrandConfig) => escapeHtml([...brand.name.trim()][0]?.toUpperCase() ?? 'P');

/**
 * The brand icon as SVG: its initial on its primary colour with an accent underline. The maskable variant fills
 * the whole square and keeps the mark inside the central 80% safe zone, as launchers crop to circles or squircles.
 */
export function iconSvg(brand: BrandConfig, maskable: boolean): string {
  const t = brandTokens(brand);
  const background = maskable
    ? `<rect width="512" height="512" fill="${t.primary}"/>`
    : `<rect width="512" height="512" rx="112" fill="${t.primary}"/>`;
  const size = maskable ? 220 : 300;
  const bar = maskable ? { x: 186, y: 344, w: 140 } : { x: 156, y: 392, w: 200 };
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    background,
    `<text x="256" y="${maskable ? 316 : 356}" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${size}" font-weight="800" fill="${t.onPrimary}">${initial(brand)}</text>`,
    `<rect x="${bar.x}" y="${bar.y}" width="${bar.w}" height="28" rx="14" fill="${t.accent}"/>`,
    '</svg>',
  ].join('');
}

const rgba = (hex: string): Rgba => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255, 255];
};

/**
 * A raster fallback for launchers that want PNG (a maskable, full-bleed square): the primary colour with an
 * accent disc ringed in the readable foreground colour. No text, since there is no font rasteriser here.
 */
export function iconPng(brand: BrandConfig, size: number): Buffer {
  const t = brandTokens(brand);
  const [primary, accent, ring] = [rgba(t.primary), rgba(t.accent), rgba(t.onPrimary)];
  const centre = size / 2;
  return encodePng(size, size, (x, y) => {
    const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) / size;
    if (distance < 0.16) return accent;
    if (distance < 0.22) return ring;
    return primary;
  });
}
