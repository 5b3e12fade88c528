import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { findViolations } from './boundaries.mjs';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import boundaries', () => {
  it('holds on the repository itself', () => {
    expect(findViolations(resolve(__dirname, '..'))).toEqual([]);
  });

  it('flags a feature importing another feature, web importing server, and lib importing a feature', () => {
    const root = tree({
      'apps/web/src/features/betslip/a.ts': "import { x } from '../casino/b';",
      'apps/web/src/features/casino/b.ts': "export const x = 1; import '../../../../server/src/app';",
      'apps/web/src/lib/c.ts': "const m = import('../features/casino/b');",
      'apps/web/src/app/ok.ts': "import { x } from '../features/casino/b';",
      'apps/server/src/app.ts': "import { y } from '@playline/contract';",
    });
    expect(findViolations(root)).toEqual([
      "apps/web/src/features/betslip/a.ts imports '../casino/b' (features never import each other or the app shell)",
      "apps/web/src/features/casino/b.ts imports '../../../../server/src/app' (web never imports server)",
      "apps/web/src/lib/c.ts imports '../features/casino/b' (lib is shared by all)",
    ]);
  });
});
