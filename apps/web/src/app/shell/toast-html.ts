/**
 * The sanitised HTML of toasts whose title or body came from the server (hub notifications), by toast id. The
 * toast itself carries their plain text (what screen readers announce); the toast renders the HTML from here.
 * Bounded: the oldest entries go first, long after their toast closed.
 */
const MAX_ENTRIES = 50;
const entries = new Map<string, { title: string; body: string }>();

export function rememberToastHtml(id: string, html: { title: string; body: string }): void {
  entries.delete(id);
  entries.set(id, html);
  for (const key of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    entries.delete(key);
  }
}

export function toastHtml(id: string): { title: string; body: string } | undefined {
  return entries.get(id);
}

/** The text of already sanitised HTML, read in an inert template (nothing loads, nothing runs). */
export function htmlText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').trim();
}
