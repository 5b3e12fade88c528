import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  APP_ROOT_ELEMENT,
  type BootConfig,
  type BulkSettings,
  type PrerenderedPage,
  type PrerenderedPageMeta,
  type PrerenderedTexts,
  prerenderedPageFiles,
  type RenderedPage,
  singleBracePlaceholders,
} from '@playline/contract';

/**
 * A page's first screen: prerendered by the web build (`/`, `/sports`, decision 006) or rendered by the server
 * from its data (`/casino`, decision 013).
 */
export type PrerenderedFragment = RenderedPage;

const isTexts = (value: unknown): value is PrerenderedTexts =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (texts) =>
      typeof texts === 'object' &&
      texts !== null &&
      Object.values(texts).every((text) => text === null || typeof text === 'string'),
  );

/** A hashed stylesheet of the web build: nothing else may be linked from the build's files. */
const STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

export const isPageMeta = (value: unknown): value is PrerenderedPageMeta => {
  if (typeof value !== 'object' || value === null) return false;
  const { texts, stylesheets } = value as Record<string, unknown>;
  return (
    isTexts(texts) &&
    Array.isArray(stylesheets) &&
    stylesheets.every((href) => typeof href === 'string' && STYLESHEET.test(href))
  );
};

/** Reads the fragment and what it needs from the web build; null when either file is missing or unreadable. */
export async function readPrerendered(
  webDist: string,
  page: PrerenderedPage,
  siteId: number,
  languageId: number,
): Promise<PrerenderedFragment | null> {
  const files = prerenderedPageFiles(page, siteId, languageId);
  try {
    const [html, json] = await Promise.all([
      readFile(join(webDist, files.html), 'utf8'),
      readFile(join(webDist, files.meta), 'utf8'),
    ]);
    const meta: unknown = JSON.parse(json);
    return isPageMeta(meta) ? { html, texts: meta.texts, stylesheets: meta.stylesheets } : null;
  } catch {
    return null;
  }
}

/**
 * Whether these texts answer every lookup the prerender made the same way (compared as the client formats them):
 * only then is the prerendered markup what the client's first render draws. A text an operator edited, or a brand's
 * own wording, makes the page go out without the fragment instead of changing under the visitor's eyes.
 */
export function sameTexts(used: PrerenderedTexts, bulk: BulkSettings): boolean {
  return Object.entries(used).every(([languageId, texts]) =>
    Object.entries(texts).every(([key, text]) => {
      const current = bulk[languageId]?.[key];
      return (current === undefined ? null : singleBracePlaceholders(current)) === text;
    }),
  );
}

/**
 * Puts the fragment inside the page's empty app root. The root element must occur exactly once (the boot JSON and
 * the title are escaped, so nothing injected before can imitate it); the fragment is inserted last, as a literal
 * (no `$` patterns), so nothing in it is read as a marker; and markup with a script is refused: the prerender is
 * markup only. In every refused case the page is returned unchanged and the app renders as without a prerender.
 */
export function injectIntoRoot(html: string, fragment: string): string {
  if (/<script\b/i.test(fragment)) return html;
  const at = html.indexOf(APP_ROOT_ELEMENT);
  if (at < 0 || html.indexOf(APP_ROOT_ELEMENT, at + 1) >= 0) return html;
  const open = APP_ROOT_ELEMENT.slice(0, APP_ROOT_ELEMENT.indexOf('</'));
  return `${html.slice(0, at)}${open}${fragment}</div>${html.slice(at + APP_ROOT_ELEMENT.length)}`;
}

/**
 * Links the page's own stylesheets at the end of the head (after index.html's, as Vite's loader would add them),
 * so the prerendered markup paints styled. Only `/assets/….css` paths; a page without exactly one `</head>` is
 * returned unchanged.
 */
export function linkStylesheets(html: string, stylesheets: readonly string[]): string {
  if (stylesheets.length === 0) return html;
  if (!stylesheets.every((href) => STYLESHEET.test(href))) return html;
  const at = html.indexOf('</head>');
  if (at < 0 || html.indexOf('</head>', at + 1) >= 0) return html;
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/**
 * The brand's rendered index.html with the page prerendered in the brand's default language, when it fits. A brand
 * without the page (say, no sports area) has no fragment for it, so its page goes out as before.
 */
export async function withPrerenderedPage(
  html: string,
  boot: BootConfig,
  webDist: string,
  page: PrerenderedPage,
): Promise<string> {
  const fragment = await readPrerendered(webDist, page, boot.siteId, boot.brand.defaultLanguageId);
  return fragment ? withFirstScreen(html, boot, fragment) : html;
}

/**
 * The page with its first screen in the app root and the screen's stylesheets in the head, when the brand's texts
 * answer as they did for the render; otherwise the page unchanged.
 */
export function withFirstScreen(html: string, boot: BootConfig, fragment: PrerenderedFragment): string {
  if (!sameTexts(fragment.texts, boot.bulk)) return html;
  // The stylesheets are linked before the fragment goes in (which is last, see injectIntoRoot); the page gets both
  // or neither, as markup without its styles would paint wrong and the styles alone are of no use.
  const styled = linkStylesheets(html, fragment.stylesheets);
  if (fragment.stylesheets.length > 0 && styled === html) return html;
  const injected = injectIntoRoot(styled, fragment.html);
  return injected === styled ? html : injected;
}
