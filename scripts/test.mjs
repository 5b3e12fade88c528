// `npm test`: lint (Biome and the import boundaries) and the type check of every workspace, then every unit and
// integration test (PGlite), the server suite again on PostgreSQL when DATABASE_URL is set, then the browser tests
// against a production build. The cheap checks run first so a lint error fails in seconds, not after 25 minutes.
import { spawnSync } from 'node:child_process';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

run('lint: Biome and import boundaries', 'npm', ['run', 'lint']);
run('type check', 'npm', ['run', 'typecheck']);
run('unit and integration tests (PGlite)', 'npx', ['vitest', 'run']);
if (process.env.DATABASE_URL) {
  run('server integration tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], {
    TEST_DATABASE_URL: process.env.DATABASE_URL,
  });
} else {
  console.log('\n(DATABASE_URL not set: the PostgreSQL pass of the server suite is skipped)');
}
run('browser tests', 'npm', ['run', 'test:e2e']);
