import type { Leadership } from './leader';
import { leaderJobs } from './leader-jobs';

/** A single instance (PGlite, or no shared database): it always leads, from `start` until `stop`. */
export function createLocalLeadership(): Leadership {
  const jobs = leaderJobs();
  let started = false;
  return {
    isLeader: () => started,
    whileLeading: (name, start) => jobs.add(name, start, started),
    async start() {
      started = true;
      jobs.startAll();
    },
    async stop() {
      started = false;
      await jobs.stopAll();
    },
  };
}
