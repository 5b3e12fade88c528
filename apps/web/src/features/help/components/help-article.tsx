import { type MouseEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadSanitizer } from '#app/lib/sanitize.ts';
import styles from './help-article.module.css';

/** A same-site path the router can open without reloading the app (`/help/faq`, not `//evil.test` or `https:`). */
const isAppPath = (href: string | null): href is string => href !== null && /^\/(?!\/)/.test(href);

/**
 * A help page's HTML, shown only once DOMPurify has cleaned it. Links to the site's own pages open through the
 * router (no reload), and a `#section` in the address scrolls to that heading once the HTML is in place.
 */
export function HelpArticle({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(null);
  const navigate = useNavigate();
  const { hash } = useLocation();

  useEffect(() => {
    let active = true;
    void loadSanitizer().then((sanitize) => {
      if (active) setClean(sanitize(html));
    });
    return () => {
      active = false;
    };
  }, [html]);

  useEffect(() => {
    if (clean === null || hash.length < 2) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the id up as written.
    }
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [clean, hash]);

  const followAppLinks = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? null;
    if (!link || link.target || !isAppPath(href)) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a focused link fires this same click, so keyboards are served.
    <article
      className={styles.article}
      onClick={followAppLinks}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}
