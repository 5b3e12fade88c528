import { describe, expect, it } from 'vitest';
import { type BuildManifest, firstScreenFiles, keepOnly } from './precache-list';

const indexHtml = `<!doctype html><html><head>
  <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
  <script type="module" fetchpriority="low" crossorigin src="/assets/index-A.js"></script>
  <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-B.js">
  <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/client-D.js"></head><body></body></html>`;

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-A.js',
    imports: ['_react-B.js', '_routes-E.js'],
    css: ['assets/index-C.css'],
  },
  '_react-B.js': { file: 'assets/react-B.js' },
  '_routes-E.js': { file: 'assets/routes-E.js', imports: ['_react-B.js'], css: ['assets/routes-F.css'] },
  'client.js': { file: 'assets/client-D.js', imports: ['_react-dom-G.js'] },
  '_react-dom-G.js': { file: 'assets/react-dom-G.js', assets: ['assets/font-H.woff2'] },
  'src/casino/lobby.tsx': { file: 'assets/lobby-X.js', imports: ['_react-B.js'], css: ['assets/lobby-Y.css'] },
};

describe('the precache list', () => {
  it('holds what the page names and its static imports, with their CSS and files', () => {
    expect([...firstScreenFiles(indexHtml, manifest)].sort()).toEqual([
      'assets/client-D.js',
      'assets/font-H.woff2',
      'assets/index-A.js',
      'assets/index-C.css',
      'assets/react-B.js',
      'assets/react-dom-G.js',
      'assets/routes-E.js',
      'assets/routes-F.css',
    ]);
  });

  it('leaves out lazily loaded chunks and files outside /assets/', () => {
    const files = firstScreenFiles(indexHtml, manifest);
    expect(files.has('assets/lobby-X.js')).toBe(false);
    expect(files.has('assets/lobby-Y.css')).toBe(false);
    expect([...files].some((file) => file.includes('icon'))).toBe(false);
  });

  it('adds the lazy modules the app needs offline, with their imports, and names a module that is gone', () => {
    const files = firstScreenFiles(indexHtml, manifest, ['src/casino/lobby.tsx']);
    expect(files.has('assets/lobby-X.js')).toBe(true);
    expect(files.has('assets/lobby-Y.css')).toBe(true);
    expect(() => firstScreenFiles(indexHtml, manifest, ['src/gone.tsx'])).toThrow(/src\/gone\.tsx/);
  });

  it("keeps only the wanted entries of Workbox's list", () => {
    const entries = ['assets/index-A.js', 'assets/lobby-X.js', 'assets/index-C.css'].map((url) => ({ url, size: 10 }));
    expect(keepOnly(entries, new Set(['assets/index-A.js', 'assets/index-C.css'])).map((entry) => entry.url)).toEqual([
      'assets/index-A.js',
      'assets/index-C.css',
    ]);
  });

  it('fails the build rather than ship a worker without its shell', () => {
    const entries = [{ url: 'assets/index-A.js', size: 10 }];
    expect(() => keepOnly(entries, new Set(['assets/index-A.js', 'assets/index-C.css']))).toThrow(/index-C\.css/);
    expect(() => keepOnly(entries, new Set())).toThrow(/0 files kept/);
  });
});
