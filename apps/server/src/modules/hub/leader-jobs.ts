import type { LeaderJob } from './leader';

/** The jobs registered with a leadership, and the ones running while it leads. */
export function leaderJobs() {
  const jobs = new Map<string, LeaderJob>();
  const running = new Map<string, () => Promise<void>>();
  return {
    /** Registers a job; starts it at once when `leading`. */
    add(name: string, start: LeaderJob, leading: boolean) {
      jobs.set(name, start);
      if (leading) running.set(name, start());
    },
    startAll() {
      for (const [name, start] of jobs) running.set(name, start());
    },
    /** Stops every running job; one that fails to stop does not keep the others running. */
    async stopAll() {
      const stops = [...running.values()];
      running.clear();
      await Promise.allSettled(stops.map((stop) => stop()));
    },
  };
}
