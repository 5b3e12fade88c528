import { describe, expect, it } from 'vitest';
import { type SearchablePage, searchPages, snippetAround } from './search';

const pages: SearchablePage[] = [
  {
    slug: 'faq',
    title: 'Συχνές ερωτήσεις',
    sections: [
      { heading: null, anchor: null, text: 'Γρήγορες απαντήσεις.' },
      { heading: 'Πώς κάνω κατάθεση;', anchor: 'πωσ-κανω-καταθεση', text: 'Μεταβείτε στο Κατάθεση και δώστε ποσό.' },
      { heading: 'Τι είναι το cash out;', anchor: 'τι-ειναι-το-cash-out', text: 'Κλείνετε ένα στοίχημα νωρίτερα.' },
    ],
  },
  {
    slug: 'payment-methods',
    title: 'Τρόποι πληρωμής',
    sections: [
      { heading: null, anchor: null, text: 'Οι καταθέσεις δεν έχουν χρέωση και μπαίνουν αμέσως.' },
      { heading: 'Αναλήψεις', anchor: 'αναληψεις', text: 'Κάρτα ή τραπεζική μεταφορά.' },
    ],
  },
];

describe('help search', () => {
  it('finds Greek words typed without accents or capitals, in any of their forms, a matching heading first', () => {
    const hits = searchPages(pages, 'καταθεση');
    expect(hits.map((hit) => [hit.slug, hit.anchor])).toEqual([
      ['faq', 'πωσ-κανω-καταθεση'],
      ['payment-methods', null],
    ]);
    expect(hits[0]?.section).toBe('Πώς κάνω κατάθεση;');
  });

  it('needs every word, in any order, and matches a page title only once (on its opening)', () => {
    expect(searchPages(pages, 'out cash').map((hit) => hit.anchor)).toEqual(['τι-ειναι-το-cash-out']);
    expect(searchPages(pages, 'ΠΛΗΡΩΜΗΣ').map((hit) => [hit.slug, hit.anchor])).toEqual([['payment-methods', null]]);
    expect(searchPages(pages, 'poker')).toEqual([]);
  });

  it('cuts the snippet around the first match at word boundaries, with ellipses', () => {
    const text = `${'word '.repeat(30)}the deposit arrives at once ${'tail '.repeat(40)}`.trim();
    const snippet = snippetAround(text, 'deposit');
    expect(snippet.startsWith('…word')).toBe(true);
    expect(snippet.endsWith('tail…')).toBe(true);
    expect(snippet).toContain('the deposit arrives at once');
    expect(snippetAround('Short text.', 'missing')).toBe('Short text.');
  });
});
