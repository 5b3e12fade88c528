import { searchTerms, termRanges } from '@playline/contract/help';
import type { ReactNode } from 'react';

/**
 * Plain text with the searched words marked. The text is never parsed as HTML: the marks are React elements
 * around slices of it, so a snippet holding markup stays text.
 */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const { start, end } of termRanges(text, searchTerms(query))) {
    if (start > from) parts.push(text.slice(from, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    from = end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}
