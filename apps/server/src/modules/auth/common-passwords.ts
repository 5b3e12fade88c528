import { readFileSync } from 'node:fs';

let list: Set<string> | undefined;

/**
 * The 10,000 most common passwords, shipped as a text file beside this module (build.mjs copies it next to the
 * bundle), read once on first use. Compared in lower case: `Password1` is as guessable as `password1`.
 */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return list.has(password.toLowerCase());
}
