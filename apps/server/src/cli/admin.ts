import { runAdmin } from './run';

/** `npm run admin -- <command> …`: see usage.ts. */
process.exitCode = await runAdmin(process.argv.slice(2), {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
