import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  APP_ROOT_ELEMENT,
  type BootConfig,
  type BulkSettings,
  type PrerenderedTexts,
  prerenderedHomeFiles,
  singleBracePlaceholders,
} from '@playline/contract';

/** The home page the web build prerendered for a site in a language (decision 006). */
export interface PrerenderedHome {
  html: string;
  texts: PrerenderedTexts;
}

const isTexts = (value: unknown): value is PrerenderedTexts =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (texts) =>
      typeof texts === 'object' &&
      texts !== null &&
      Object.values(texts).every((text) => text === null || typeof text === 'string'),
  );

/** Reads the fragment and its texts from the web build; null when either is missing or unreadable. */
export async function readPrerenderedHome(
  webDist: string,
  siteId: number,
  languageId: number,
): Promise<PrerenderedHome | null> {
  const files = prerenderedHomeFiles(siteId, languageId);
  try {
    const [html, json] = await Promise.all([
      readFile(join(webDist, files.html), 'utf8'),
      readFile(join(webDist, files.texts), 'utf8'),
    ]);
    const texts: unknown = JSON.parse(json);
    return isTexts(texts) ? { html, texts } : null;
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

/** The brand's rendered index.html with its home page prerendered in the brand's default language, when it fits. */
export async function withPrerenderedHome(html: string, boot: BootConfig, webDist: string): Promise<string> {
  const home = await readPrerenderedHome(webDist, boot.siteId, boot.brand.defaultLanguageId);
  if (!home || !sameTexts(home.texts, boot.bulk)) return html;
  return injectIntoRoot(html, home.html);
}
