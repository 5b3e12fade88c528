import { type ElementType, useEffect, useState } from 'react';
import { loadSanitizer } from '../lib/sanitize';

interface SanitizedHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
  id?: string;
}

/** Renders server HTML only after DOMPurify (loaded on demand) has cleaned it; empty until then. */
export function SanitizedHtml({ html, as: Tag = 'div', className, id }: SanitizedHtmlProps) {
  const [clean, setClean] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void loadSanitizer().then((sanitize) => {
      if (active) setClean(sanitize(html));
    });
    return () => {
      active = false;
    };
  }, [html]);

  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised by DOMPurify just above.
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
