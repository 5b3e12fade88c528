import type { LeaderJob, Leadership } from './leader';

/** A single instance (PGlite, or no shared database): it always leads, from `start` until `stop`. */
export function createLocalLeadership(): Leadership {
  const jobs = new Map<string, LeaderJob>();
  const running = new Map<string, () => Promise<void>>();
  let started = false;
  return {
    isLeader: () => started,
    whileLeading(name, start) {
      jobs.set(name, start);
      if (started) running.set(name, start());
    },
    async start() {
      started = true;
      for (const [name, start] of jobs) running.set(name, start());
    },
    async stop() {
      started = false;
      const stops = [...running.values()];
      running.clear();
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
