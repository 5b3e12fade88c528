import { foldForSearch } from '@playline/contract';
import { Marked, type Token, type Tokens } from 'marked';

/** A part of a page under one heading (or the opening before the first heading), as plain text for search. */
export interface HelpSection {
  heading: string | null;
  anchor: string | null;
  text: string;
}

export interface RenderedHelp {
  html: string;
  sections: HelpSection[];
}

/** Ids the renderer gives headings, by the token it renders (set just before rendering). */
const headingIds = new WeakMap<Token, string>();

const marked = new Marked({
  gfm: true,
  renderer: {
    heading(token: Tokens.Heading) {
      const id = headingIds.get(token);
      const inner = this.parser.parseInline(token.tokens);
      return `<h${token.depth}${id ? ` id="${id}"` : ''}>${inner}</h${token.depth}>\n`;
    },
  },
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** HTML to plain text: tags become spaces, the entities marked writes are decoded, runs of space collapse. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_whole, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A heading's id: its words folded (Greek letters kept, accents dropped) and joined by dashes. */
function anchorOf(text: string, taken: Map<string, number>): string {
  const base =
    foldForSearch(text)
      .folded.replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section';
  const seen = taken.get(base) ?? 0;
  taken.set(base, seen + 1);
  return seen === 0 ? base : `${base}-${seen + 1}`;
}

/**
 * Renders a help page's markdown to HTML with an id on every heading (so search hits can link to a section), and
 * splits it into sections of plain text for search. The HTML is not sanitised here: the web does that.
 */
export function renderHelpMarkdown(markdown: string): RenderedHelp {
  const tokens = marked.lexer(markdown);
  const taken = new Map<string, number>();
  const sections: { heading: string | null; anchor: string | null; tokens: Token[] }[] = [
    { heading: null, anchor: null, tokens: [] },
  ];
  for (const token of tokens) {
    if (token.type === 'heading') {
      const heading = htmlToText(marked.parseInline(token.text) as string);
      const anchor = anchorOf(heading, taken);
      headingIds.set(token, anchor);
      sections.push({ heading, anchor, tokens: [] });
    } else {
      sections.at(-1)?.tokens.push(token);
    }
  }
  const html = marked.parser(tokens);
  return {
    html,
    sections: sections
      .map((section) => ({
        heading: section.heading,
        anchor: section.anchor,
        text: htmlToText(marked.parser(section.tokens)),
      }))
      .filter((section) => section.heading !== null || section.text !== ''),
  };
}
