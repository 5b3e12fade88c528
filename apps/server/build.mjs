// Bundles the server into dist/main.js for `npm start`: npm packages stay external (installed next to it), while
// @playline/contract, which is TypeScript source, is compiled into the bundle. SQL migrations and the common-password
// list are copied beside it (the code finds them relative to the running module).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = (path) => new URL(path, import.meta.url).pathname;

/** Every bare import except our workspace packages is left to Node's resolver at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@playline/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(here('./dist'), { recursive: true, force: true });
await build({
  entryPoints: [here('./src/main.ts')],
  outfile: here('./dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  // CommonJS dependencies bundled into ESM may call require(); give them one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
cpSync(here('./src/modules/auth/common-passwords.txt'), here('./dist/common-passwords.txt'));
console.log('apps/server/dist/main.js built');
