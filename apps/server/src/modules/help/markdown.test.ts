import { describe, expect, it } from 'vitest';
import { htmlToText, renderHelpMarkdown } from './markdown';

describe('help markdown', () => {
  it('gives every heading an id made of its folded words, unique within the page', () => {
    const { html } = renderHelpMarkdown('## Cash out\ntext\n## Cash out\nmore\n### Πώς κάνω κατάθεση;\nκείμενο');
    expect(html).toContain('<h2 id="cash-out">Cash out</h2>');
    expect(html).toContain('<h2 id="cash-out-2">Cash out</h2>');
    expect(html).toContain('<h3 id="πωσ-κανω-καταθεση">Πώς κάνω κατάθεση;</h3>');
  });

  it('renders tables, lists and links as HTML', () => {
    const { html } = renderHelpMarkdown('| a | b |\n|---|---|\n| 1 | 2 |\n\n- one\n\n[FAQ](/help/faq)');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="/help/faq">FAQ</a>');
  });

  it('splits the page into sections of plain text under their headings, the opening first', () => {
    const { sections } = renderHelpMarkdown('Intro with **bold** & more.\n\n## Deposits\n- Cards: *at once*\n');
    expect(sections).toEqual([
      { heading: null, anchor: null, text: 'Intro with bold & more.' },
      { heading: 'Deposits', anchor: 'deposits', text: 'Cards: at once' },
    ]);
  });

  it('turns HTML into plain text without tags or entities', () => {
    expect(htmlToText('<p>Tom &amp; Jerry&#39;s &lt;b&gt;</p>\n<p>next</p>')).toBe("Tom & Jerry's <b> next");
  });
});
