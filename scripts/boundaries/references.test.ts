import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { moduleReferences } from './references.mjs';

interface Reference {
  kind: string;
  specifier: string;
  line: number;
}
interface Unknown {
  form: string;
  code: string;
  line: number;
}
const read = (text: string, file = 'a.ts'): { references: Reference[]; unknown: Unknown[] } =>
  moduleReferences(text, file);
const specifiers = (text: string, file?: string) => read(text, file).references.map((reference) => reference.specifier);

describe('module references: the forms the check follows', () => {
  it('reads static imports, side-effect imports, re-exports and literal dynamic imports, with their lines', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "import c, { d as e, type F } from './c';",
      "import * as g from './g';",
      "import './styles.css';",
      "export * from './h';",
      "export * as i from './i';",
      "export { j, k as l } from './j';",
      "export type { M } from './m';",
      "const n = await import('./n');",
      'const o = () => import(`./o`);',
      "type P = typeof import('./p');",
      'export const q = 1;',
      'export { q as r };',
      'export default function s() {}',
    ].join('\n');
    const { references, unknown } = read(text);
    expect(unknown).toEqual([]);
    expect(references.map((reference) => [reference.specifier, reference.line])).toEqual([
      ['./a', 1],
      ['./b', 2],
      ['./c', 3],
      ['./g', 4],
      ['./styles.css', 5],
      ['./h', 6],
      ['./i', 7],
      ['./j', 8],
      ['./m', 9],
      ['./n', 10],
      ['./o', 11],
      ['./p', 12],
    ]);
  });

  it('reads multi-line imports and vitest mocks of a literal path', () => {
    const text =
      "import {\n  a,\n  b,\n} from './ab';\nvi.mock('./c', () => ({}));\nawait vi.importActual<typeof import('./d')>('./d');";
    expect(specifiers(text)).toEqual(['./ab', './c', './d', './d']);
  });

  it('reads a file beside the module named with new URL(…, import.meta.url), and triple-slash paths', () => {
    const text =
      '/// <reference path="./globals.d.ts" />\n/// <reference types="vite/client" />\nnew Worker(new URL(\'./worker.ts\', import.meta.url));\nconst dir = import.meta.env.BASE_URL;';
    expect(read(text)).toEqual({
      references: [
        { kind: 'reference', specifier: './globals.d.ts', line: 1 },
        { kind: 'url', specifier: './worker.ts', line: 3 },
      ],
      unknown: [],
    });
  });

  it('reads JSX without mistaking its text for code, and ignores imports named in comments and strings', () => {
    const text = [
      "import { x } from './x';",
      "// a comment that says require('../features/secret')",
      'const s = "import(\'../features/other\')";',
      "export const C = () => <p>Don't require(anything) here</p>;",
      'const m = import.meta.url;',
    ].join('\n');
    expect(read(text, 'c.tsx')).toEqual({ references: [{ kind: 'import', specifier: './x', line: 1 }], unknown: [] });
  });

  it('reads CSS imports and CSS Modules composition', () => {
    const css =
      '@import "./base.css";\n@import url(./theme.css);\n.a { composes: chip from "../shared/ui.module.css"; }\n.b { composes: a; }';
    expect(specifiers(css, 'x.module.css')).toEqual(['./base.css', './theme.css', '../shared/ui.module.css']);
  });
});

describe('module references: fail closed', () => {
  it.each([
    ['an import() of an expression', 'const page = await import(name);'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a fixture, not a template
    ['an import() of a template with a placeholder', 'const page = await import(`./pages/${name}`);'],
    ['require()', "const fs = require('node:fs');"],
    ['require.resolve()', "const path = require.resolve('./x');"],
    ['import … = require()', "import fs = require('node:fs');"],
    ['import.meta.glob', "const pages = import.meta.glob('./pages/*.tsx');"],
    ['import.meta.resolve', "const url = import.meta.resolve('./x');"],
    ['import.meta itself', 'const meta = import.meta;'],
    ['new URL() of an expression against import.meta.url', 'const url = new URL(file, import.meta.url);'],
    ['a worker started from a plain path', "new Worker('/worker.js');"],
    ['importScripts()', "importScripts('/workbox.js');"],
    ['vi.mock() of an expression', 'vi.mock(path);'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a fixture, not a template
    ['a type import() of an expression', 'type T = typeof import(`./${x}`);'],
    ['an escaped identifier that could spell require', "const fs = r\\u0065quire('node:fs');"],
  ])('refuses %s', (_, text) => {
    const { unknown } = read(text);
    expect(unknown).toHaveLength(1);
    expect(unknown[0]?.line).toBe(1);
  });

  it('refuses a CSS @import it cannot read', () => {
    expect(read('@import theme;', 'a.css').unknown).toHaveLength(0);
    expect(read('@import ;', 'a.css').unknown).toHaveLength(1);
  });
});
