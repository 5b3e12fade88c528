// `npm run fuzz`: the API fuzzer (apps/server/src/test/fuzz) with 10,000 requests per endpoint instead of the test
// suite's 50, split over FUZZ_SHARDS processes (each its own in-memory app; default 2), then one JSON summary on
// stdout: endpoints, requests, statuses histogram, failures, and the ledger check of every shard.
// FUZZ_RUNS, FUZZ_SEED and FUZZ_MINUTES (a time limit shared evenly by the endpoints of a shard) are passed through.
// Exits 1 when a request failed the properties or a ledger check did not hold.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const shards = Number(process.env.FUZZ_SHARDS ?? 2);
const runs = process.env.FUZZ_RUNS ?? '10000';
const dir = mkdtempSync(join(tmpdir(), 'playline-fuzz-'));
const started = Date.now();

function runShard(index) {
  const report = join(dir, `shard-${index}.json`);
  const env = {
    ...process.env,
    FUZZ_RUNS: runs,
    FUZZ_SHARD: `${index}/${shards}`,
    FUZZ_REPORT: report,
  };
  // The fuzzer runs on PGlite only (see the test file).
  delete env.TEST_DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'server', 'apps/server/src/test/fuzz/'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => {
      let parsed = null;
      try {
        parsed = JSON.parse(readFileSync(report, 'utf8'));
      } catch {
        // The shard died before its first endpoint: reported below as a failure.
      }
      resolve({ index, code, report: parsed });
    });
  });
}

const results = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index)));
const summary = {
  runsPerEndpoint: Number(runs),
  shards,
  seconds: Math.round((Date.now() - started) / 1000),
  endpoints: 0,
  endpointsDone: 0,
  requests: 0,
  statuses: {},
  failures: [],
  ledger: [],
  perEndpoint: {},
};
for (const { index, code, report } of results) {
  if (!report) {
    summary.failures.push({ shard: index, problem: `shard exited ${code} without a report` });
    continue;
  }
  summary.endpoints += report.endpoints;
  summary.endpointsDone += report.endpointsDone;
  summary.requests += report.requests;
  for (const [status, count] of Object.entries(report.statuses)) {
    summary.statuses[status] = (summary.statuses[status] ?? 0) + count;
  }
  summary.failures.push(...report.failures);
  summary.ledger.push(report.ledger ?? { shard: index, problem: 'no ledger check (the shard did not finish)' });
  Object.assign(summary.perEndpoint, report.perEndpoint);
}
console.log(JSON.stringify(summary, null, 2));
const ledgerBroken = summary.ledger.some(
  (check) =>
    !check || check.problem || check.unbalancedTransactions || check.negativeBalances || check.balanceMismatches,
);
process.exit(summary.failures.length > 0 || ledgerBroken ? 1 : 0);
