// Every module a source file refers to, and every reference the boundary check cannot follow.
//
// Fail closed: a file is read by a fast pass of patterns that recognise the ordinary forms (static imports,
// re-exports, literal dynamic imports, vi.mock of a literal path). Any other place where a module could be named —
// `require`, `import.meta`, a dynamic import of an expression, a worker, a unicode escape that could spell a name —
// sends the whole file to the TypeScript parser, which reads comments and strings for what they are and reports each
// form it does not handle as unknown. Nothing is skipped because it looked unusual.
import { createRequire } from 'node:module';

/** Where a module may be named. A file with none of these refers to no module; a hit the fast pass cannot read goes to the parser. */
const CANDIDATE =
  /\b(?:import|export|require|importScripts|Worker|SharedWorker)\b|\.\s*(?:mock|doMock|unmock|doUnmock|importActual|importMock)\b|\\u|\/\/\/\s*<reference\b/g;

const SPECIFIER = String.raw`(['"])([^'"\n]+)\1`;
/** The ordinary forms, each tried where a candidate starts (sticky); group 2 is the module specifier. */
const FAST_FORMS = [
  // import x from '…', import { a, type B } from '…', import * as ns from '…', import type X from '…'
  { kind: 'import', pattern: new RegExp(String.raw`import\s+[\w$\s{},*]*?\bfrom\s*${SPECIFIER}`, 'y') },
  // import '…' (side effects, stylesheets)
  { kind: 'import', pattern: new RegExp(String.raw`import\s*${SPECIFIER}`, 'y') },
  // import('…'), typeof import('…')
  { kind: 'dynamic import', pattern: /import\s*\(\s*(['"`])([^'"`\n$]+)\1\s*\)/y },
  // export * from '…', export * as ns from '…', export { a, b as c } from '…', export type { T } from '…'
  {
    kind: 're-export',
    pattern: new RegExp(
      String.raw`export\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[\w$\s,]*\})\s*from\s*${SPECIFIER}`,
      'y',
    ),
  },
  // vi.mock('…'), vi.importActual('…'), vi.importActual<typeof import('…')>('…')
  {
    kind: 'mock',
    pattern:
      /\.\s*(?:mock|doMock|unmock|doUnmock|importActual|importMock)\s*(?:<[^<>()]*(?:\([^()]*\)[^<>()]*)*>)?\s*\(\s*(['"`])([^'"`\n$]+)\1/y,
  },
  // /// <reference path="…" /> (types="…" and lib="…" name packages)
  { kind: 'reference', pattern: /\/\/\/\s*<reference\s+path\s*=\s*(['"])([^'"\n]+)\1/y },
];
/** Candidates that name no module: local exports and the other triple-slash directives. */
const FAST_NOTHING =
  /export\s+(?:default\b|const\b|let\b|var\b|function\b|async\s+function\b|class\b|abstract\s+class\b|interface\b|enum\b|declare\b|namespace\b|type\s+[\w$]+\s*[=<]|(?:type\s+)?\{[\w$\s,]*\}(?!\s*from\b))|\/\/\/\s*<reference\s+(?:types|lib|no-default-lib)\s*=/y;

/** The line (from 1) of an offset. */
function lineAt(text, offset) {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

/** The fast pass: the references, or null when some candidate is not an ordinary form. */
function fastReferences(text) {
  const references = [];
  for (const match of text.matchAll(CANDIDATE)) {
    let known = false;
    for (const { kind, pattern } of FAST_FORMS) {
      pattern.lastIndex = match.index;
      const form = pattern.exec(text);
      if (form) {
        references.push({ kind, specifier: form[2], line: lineAt(text, match.index) });
        known = true;
        break;
      }
    }
    if (known) continue;
    FAST_NOTHING.lastIndex = match.index;
    if (!FAST_NOTHING.test(text)) return null;
  }
  return references;
}

let typescript = null;
/** The TypeScript compiler, loaded only when a file needs the parser (most never do). */
function ts() {
  typescript ??= createRequire(import.meta.url)('typescript');
  return typescript;
}

const MOCKS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);
/** `import.meta` properties that name no module: the file's own location, Vite's environment and hot reload. */
const META_HARMLESS = new Set(['url', 'env', 'hot', 'dirname', 'filename']);

/** The parser's pass: every reference, and every form it does not handle as `unknown`. */
function parsedReferences(text, file) {
  const t = ts();
  const kind = /\.[cm]?jsx?$/.test(file) ? t.ScriptKind.JSX : file.endsWith('x') ? t.ScriptKind.TSX : t.ScriptKind.TS;
  const options = { languageVersion: t.ScriptTarget.Latest, jsDocParsingMode: t.JSDocParsingMode.ParseNone };
  const source = t.createSourceFile(file, text, options, true, kind);
  const references = [];
  const unknown = [];
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const snippet = (node) => node.getText(source).replace(/\s+/g, ' ').slice(0, 80);
  const literal = (node) =>
    node && (t.isStringLiteral(node) || t.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
  const refer = (kind, specifier, node) => references.push({ kind, specifier, line: line(node) });
  const refuse = (form, node) => unknown.push({ form, code: snippet(node), line: line(node) });

  for (const reference of source.referencedFiles) {
    references.push({ kind: 'reference', specifier: reference.fileName, line: lineAt(text, reference.pos) });
  }

  function visitCall(node) {
    const callee = node.expression;
    if (callee.kind === t.SyntaxKind.ImportKeyword) {
      const specifier = literal(node.arguments[0]);
      if (specifier === null) refuse('an import() of an expression', node);
      else refer('dynamic import', specifier, node);
    } else if (t.isIdentifier(callee) && (callee.text === 'require' || callee.text === 'importScripts')) {
      refuse(`${callee.text}()`, node);
    } else if (
      t.isPropertyAccessExpression(callee) &&
      t.isIdentifier(callee.expression) &&
      callee.expression.text === 'require'
    ) {
      refuse(`require.${callee.name.text}()`, node);
    } else if (t.isPropertyAccessExpression(callee) && MOCKS.has(callee.name.text)) {
      const specifier = literal(node.arguments[0]);
      if (specifier !== null) refer('mock', specifier, node);
      else if (!(node.arguments[0] && t.isCallExpression(node.arguments[0])))
        refuse(`${callee.name.text}() of an expression`, node);
    }
  }

  function visitMeta(node) {
    const access = node.parent;
    if (!t.isPropertyAccessExpression(access) || access.expression !== node) return refuse('import.meta itself', node);
    const name = access.name.text;
    if (!META_HARMLESS.has(name)) return refuse(`import.meta.${name}`, access);
    const call = access.parent;
    // new URL('./file', import.meta.url) names a file beside this one (a worker, an asset, a folder).
    if (name === 'url' && t.isNewExpression(call) && call.arguments?.[1] === access) {
      const specifier = literal(call.arguments[0]);
      if (specifier === null) refuse('new URL() of an expression against import.meta.url', call);
      else refer('url', specifier.startsWith('.') ? specifier : `./${specifier}`, call);
    }
  }

  function visit(node) {
    if (t.isImportDeclaration(node) || t.isExportDeclaration(node)) {
      if (node.moduleSpecifier)
        refer(t.isImportDeclaration(node) ? 'import' : 're-export', node.moduleSpecifier.text, node);
    } else if (t.isImportEqualsDeclaration(node) && t.isExternalModuleReference(node.moduleReference)) {
      refuse('import … = require()', node);
    } else if (t.isImportTypeNode(node)) {
      const argument = node.argument;
      if (t.isLiteralTypeNode(argument) && t.isStringLiteral(argument.literal))
        refer('type import', argument.literal.text, node);
      else refuse('a type import() of an expression', node);
    } else if (t.isCallExpression(node)) {
      visitCall(node);
    } else if (t.isMetaProperty(node) && node.keywordToken === t.SyntaxKind.ImportKeyword) {
      visitMeta(node);
    } else if (
      t.isNewExpression(node) &&
      t.isIdentifier(node.expression) &&
      /^(?:Shared)?Worker$/.test(node.expression.text)
    ) {
      const [script] = node.arguments ?? [];
      if (
        !(script && t.isNewExpression(script) && t.isIdentifier(script.expression) && script.expression.text === 'URL')
      ) {
        refuse(`new ${node.expression.text}() without new URL(…, import.meta.url)`, node);
      }
    }
    t.forEachChild(node, visit);
  }
  visit(source);
  return { references, unknown };
}

/** CSS: `@import` and CSS Modules' `composes: … from "…"`; any other `@import` is unknown. */
function cssReferences(text) {
  const references = [];
  const unknown = [];
  for (const match of text.matchAll(/@import\b[^;]*;?|\bcomposes\s*:[^;]*\bfrom\s+(['"])([^'"\n]+)\1/g)) {
    const line = lineAt(text, match.index);
    if (match[2]) {
      references.push({ kind: 'composes', specifier: match[2], line });
      continue;
    }
    const imported = /^@import\s+(?:url\(\s*)?(['"]?)([^'"()\s;]+)\1\s*\)?/.exec(match[0]);
    if (imported) references.push({ kind: 'import', specifier: imported[2], line });
    else unknown.push({ form: '@import', code: match[0].slice(0, 80), line });
  }
  return { references, unknown };
}

/**
 * The modules `text` (the source of `file`) refers to, as `{ kind, specifier, line }`, and the references it makes
 * in a form the check cannot follow, as `{ form, code, line }`.
 */
export function moduleReferences(text, file) {
  if (file.endsWith('.css')) return cssReferences(text);
  const references = fastReferences(text);
  return references ? { references, unknown: [] } : parsedReferences(text, file);
}
