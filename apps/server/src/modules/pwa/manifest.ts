import { type BrandConfig, languageById } from '@playline/contract';
import { brandTokens } from './brand-colors';

/** The brand's web app manifest (design §5): installable under its own name and colours. */
export function webManifest(brand: BrandConfig) {
  const tokens = brandTokens(brand);
  const name = brand.name;
  return {
    id: '/',
    name,
    short_name: name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12),
    description: `${name}: sports betting${brand.areas.includes('casino') ? ' and casino' : ''}`,
    lang: languageById(brand.defaultLanguageId).htmlLang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: tokens.background,
    background_color: tokens.background,
    icons: [
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
