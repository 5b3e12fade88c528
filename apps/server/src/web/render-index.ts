import {
  BOOT_GLOBAL,
  BOOT_HEAD_MARKER,
  type BootConfig,
  buildTheme,
  languageById,
  THEME_SEEDS,
} from '@playline/contract';
import { escapeHtml } from '../lib/escape-html';
import { NONCE_SLOT } from './content-security-policy';

const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside an inline <script>: `</script>`, `<!--` and HTML entities cannot form because `<`,
 * `>` and `&` are escaped, and U+2028/2029 (line terminators in older JavaScript) cannot end the statement.
 * The result is still valid JSON and the same value once parsed.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char);
}

/**
 * The tags that replace BOOT_HEAD_MARKER: theme variables, boot configuration, theme colour and manifest link. The
 * inline style and script carry the nonce slot each response fills with its own CSP nonce (decision 015).
 */
export function headTags(boot: BootConfig): string {
  const background = buildTheme(THEME_SEEDS[boot.brand.theme]).background;
  return [
    `<style id="pl-theme" nonce="${NONCE_SLOT}">${boot.themeCss}</style>`,
    `<script nonce="${NONCE_SLOT}">window.${BOOT_GLOBAL}=${scriptSafeJson(boot)}</script>`,
    `<meta name="theme-color" content="${background}">`,
    '<link rel="manifest" href="/manifest.webmanifest">',
  ].join('');
}

/**
 * The brand's index.html: boot tags where the marker is (before </head> if a build lost it), `<html lang>` in
 * the brand's default language, and the brand's name as the title. Replacements are functions so `$` sequences
 * in the data are never read as replacement patterns.
 */
export function renderIndex(template: string, boot: BootConfig): string {
  const head = headTags(boot);
  const lang = languageById(boot.brand.defaultLanguageId).htmlLang;
  let html = template.includes(BOOT_HEAD_MARKER)
    ? template.replace(BOOT_HEAD_MARKER, () => head)
    : template.replace(/<\/head>/i, () => `${head}</head>`);
  html = html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html lang="${lang}"${rest}>`;
  });
  const title = `<title>${escapeHtml(boot.brand.name)}</title>`;
  return /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}</head>`);
}
