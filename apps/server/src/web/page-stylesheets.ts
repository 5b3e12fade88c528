import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A hashed stylesheet of the web build: nothing else may be linked from the build's files. */
export const STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

export interface PageStylesheet {
  href: string;
  css: string;
}

/** Reads the build's stylesheets by path; null for anything else or a missing file. */
export type StylesheetReader = (href: string) => Promise<string | null>;

/**
 * Reads stylesheets from WEB_DIST, each once: a hashed name never changes its content (a new build has new names).
 * A missing file is not remembered, as it may be a build still being written.
 */
export function createStylesheetReader(webDist: string): StylesheetReader {
  const read = new Map<string, string>();
  return async (href) => {
    if (!STYLESHEET.test(href)) return null;
    const known = read.get(href);
    if (known !== undefined) return known;
    const css = await readFile(join(webDist, href), 'utf8').catch(() => null);
    if (css !== null) read.set(href, css);
    return css;
  };
}

/** Every stylesheet read, in order, or null when one cannot be. */
export async function readStylesheets(
  hrefs: readonly string[],
  read: StylesheetReader,
): Promise<PageStylesheet[] | null> {
  const sheets = await Promise.all(hrefs.map(async (href) => ({ href, css: await read(href) })));
  return sheets.every((sheet): sheet is PageStylesheet => sheet.css !== null) ? sheets : null;
}

/**
 * Puts a first screen's own stylesheets at the end of the head (after index.html's, in the order Vite's loader
 * would add them), each inline, so the first paint waits for no request but index.html's stylesheet, and each also
 * as a disabled link: the browser does not fetch it, and Vite's loader, finding it, does not add it again when the
 * page's module loads. Refused (the page comes back unchanged) for anything but a build stylesheet, CSS that could
 * end its style element, or a page without exactly one `</head>`.
 */
export function inlineStylesheets(html: string, sheets: readonly PageStylesheet[]): string {
  if (sheets.length === 0) return html;
  if (!sheets.every(({ href, css }) => STYLESHEET.test(href) && !/<\/style/i.test(css))) return html;
  const at = html.indexOf('</head>');
  if (at < 0 || html.indexOf('</head>', at + 1) >= 0) return html;
  const styles = sheets
    .map(({ href, css }) => `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`)
    .join('');
  return `${html.slice(0, at)}${styles}${html.slice(at)}`;
}
