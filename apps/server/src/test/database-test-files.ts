import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Where a test reaches the database: building the app or opening a database itself. */
const DATABASE_ENTRIES = ['test/build-test-app.ts', 'app.ts', 'db/open-database.ts', 'db/postgres.ts'];
const SPECIFIER = /(?:from|import)\s*\(?\s*['"]((?:\.{1,2}\/|#app\/)[^'"]+)['"]/g;

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}/index.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The server's test files that reach the database through their imports (directly or through a test kit), as
 * paths relative to `src`'s parent. The PostgreSQL pass runs only these: a pure engine or feed test proves nothing
 * more on a second database, and the sims among them cost minutes.
 */
export function databaseTestFiles(src: string): string[] {
  const entries = new Set(DATABASE_ENTRIES.map((path) => join(src, path)));
  const known = new Map<string, boolean>();
  const reaches = (file: string, path: Set<string>): boolean => {
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    if (entries.has(file)) return true;
    if (path.has(file)) return false;
    path.add(file);
    let found = false;
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const base = specifier.startsWith('#app/') ? join(src, specifier.slice(5)) : resolve(dirname(file), specifier);
      const target = resolveFile(base);
      if (target && reaches(target, path)) {
        found = true;
        break;
      }
    }
    path.delete(file);
    known.set(file, found);
    return found;
  };
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(src, file))
    .filter((file) => reaches(file, new Set()))
    .map((file) => relative(dirname(src), file));
}
