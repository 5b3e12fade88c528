import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web build lives in the sibling workspace. This file runs from `src/config` under tsx/vitest and from the
 * `dist/main.js` bundle in production, so walk up until the folder holding `apps/web` is found instead of
 * hard-coding a depth that only fits one of them.
 */
export function defaultWebDist(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'apps', 'web'))) return join(dir, 'apps', 'web', 'dist');
    const parent = dirname(dir);
    if (parent === dir) return resolve(process.cwd(), 'apps', 'web', 'dist');
    dir = parent;
  }
}
