// `npm start`: build what is missing or stale, then run the server (PGlite in ./.data unless DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import { isStale } from './freshness.mjs';

const contract = ['packages/contract/src', 'packages/contract/package.json'];
const builds = [
  {
    workspace: '@playline/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', ...contract],
  },
  {
    workspace: '@playline/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', ...contract],
  },
];

for (const build of builds) {
  if (!isStale(build.output, build.sources)) continue;
  console.log(`Building ${build.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { stdio: 'inherit' });
process.exit(server.status ?? 0);
