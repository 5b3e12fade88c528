import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStylesheetReader, inlineStylesheets, readStylesheets } from './page-stylesheets';

const TEMPLATE = '<!doctype html><html><head><title>Playline</title></head><body><div id="root"></div></body></html>';

describe("a first screen's stylesheets in the head", () => {
  it('go in inline at the end of the head, in order, each with a disabled link for the module loader to find', () => {
    const sheets = [
      { href: '/assets/a-1.css', css: '.a{color:red}' },
      { href: '/assets/b_2.css', css: '.b>p{margin:0}' },
    ];
    expect(inlineStylesheets(TEMPLATE, sheets)).toBe(
      TEMPLATE.replace(
        '</head>',
        '<style data-href="/assets/a-1.css">.a{color:red}</style><link rel="stylesheet" href="/assets/a-1.css" disabled>' +
          '<style data-href="/assets/b_2.css">.b>p{margin:0}</style><link rel="stylesheet" href="/assets/b_2.css" disabled></head>',
      ),
    );
    expect(inlineStylesheets(TEMPLATE, [])).toBe(TEMPLATE);
  });

  it('are refused unless from the build, when their CSS could end the style element, or without one head end', () => {
    for (const href of ['/assets/x.js', 'https://evil.test/x.css', '/assets/"><script>x</script>.css', '/x.css'])
      expect(inlineStylesheets(TEMPLATE, [{ href, css: '.a{}' }]), href).toBe(TEMPLATE);
    const breakout = { href: '/assets/a.css', css: '.a{}</STYLE><script>alert(1)</script>' };
    expect(inlineStylesheets(TEMPLATE, [breakout])).toBe(TEMPLATE);
    const twice = TEMPLATE.replace('</head>', '</head></head>');
    expect(inlineStylesheets(twice, [{ href: '/assets/a.css', css: '' }])).toBe(twice);
  });

  it('are read from the build, only under /assets, and all or none', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'playline-css-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'a-1.css'), '.a{}');
    writeFileSync(join(dist, 'secret.css'), '.secret{}');
    const read = createStylesheetReader(dist);
    await expect(read('/assets/a-1.css')).resolves.toBe('.a{}');
    await expect(read('/secret.css')).resolves.toBeNull();
    await expect(read('/assets/../secret.css')).resolves.toBeNull();
    await expect(readStylesheets(['/assets/a-1.css'], read)).resolves.toEqual([
      { href: '/assets/a-1.css', css: '.a{}' },
    ]);
    await expect(readStylesheets(['/assets/a-1.css', '/assets/gone.css'], read)).resolves.toBeNull();
    // A stylesheet written after a first miss (a build still being written) is found.
    writeFileSync(join(dist, 'assets', 'gone.css'), '.late{}');
    await expect(read('/assets/gone.css')).resolves.toBe('.late{}');
  });
});
