import type { HelpIndexEntry, HelpPage, HelpSearchHit } from '@playline/contract/help';
import { json } from '#app/test/fetch-mock.ts';

/** What the help server answers in these tests, per path; anything else falls through to the defaults. */
export const INDEX_EN: HelpIndexEntry[] = [
  { slug: 'faq', title: 'Frequently asked questions' },
  { slug: 'betting-rules', title: 'Betting rules' },
  { slug: 'payment-methods', title: 'Payment methods' },
  { slug: 'contact-us', title: 'Contact us' },
];

export const page = (slug: string, html: string, title = 'Betting rules'): HelpPage => ({
  slug,
  title,
  html,
  updatedAt: '2026-05-12T14:05:00.000Z',
});

export function helpServer(options: {
  index?: HelpIndexEntry[];
  pages?: Record<string, HelpPage>;
  hits?: HelpSearchHit[];
}) {
  return (url: URL) => {
    const path = url.pathname;
    if (/^\/api\/help\/pages\/\d+$/.test(path)) return json(options.index ?? INDEX_EN);
    const pageMatch = /^\/api\/help\/pages\/\d+\/([a-z-]+)$/.exec(path);
    if (pageMatch) {
      const found = options.pages?.[pageMatch[1] ?? ''];
      return found ? json(found) : json({ statusCode: 404, error: 'Not Found', message: 'No such page' }, 404);
    }
    if (path === '/api/help/search') return json(options.hits ?? []);
    return undefined;
  };
}
