import pg from 'pg';
import type { Leadership } from './leader';
import { leaderJobs } from './leader-jobs';

/** The advisory lock every Playline instance competes for (any constant; shared by all instances). */
const LEADER_LOCK = 7_300_191_006;
/** How often a follower tries to take the lead (a dead leader is replaced within about this long). */
export const LEADER_RETRY_MS = 2000;

/**
 * Leadership on PostgreSQL: the instance holding a session advisory lock leads. The lock lives as long as its
 * connection, so a leader that dies (even by SIGKILL) frees it when PostgreSQL notices the dropped connection,
 * and a follower that retries every few seconds takes over.
 */
export function createPgLeadership(
  databaseUrl: string,
  log: (message: string, error?: unknown) => void,
  lockKey = LEADER_LOCK,
): Leadership {
  const jobs = leaderJobs();
  let client: pg.Client | null = null;
  let leading = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function lose(error: unknown) {
    if (leading) log('leadership lost', error);
    leading = false;
    const dead = client;
    client = null;
    await jobs.stopAll();
    await dead?.end().catch(() => undefined);
    schedule();
  }

  async function attempt() {
    if (stopped || leading) return;
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString: databaseUrl, application_name: 'playline-leader' });
        fresh.on('error', (error) => void lose(error));
        await fresh.connect();
        client = fresh;
      }
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockKey]);
      if (rows[0]?.locked && !stopped) {
        leading = true;
        log('this instance leads (live publisher, settlement)');
        jobs.startAll();
        return;
      }
    } catch (error) {
      await lose(error);
      return;
    }
    schedule();
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void attempt(), LEADER_RETRY_MS);
    timer.unref();
  }

  return {
    isLeader: () => leading,
    whileLeading: (name, start) => jobs.add(name, start, leading),
    async start() {
      stopped = false;
      await attempt();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      leading = false;
      await jobs.stopAll();
      // Ending the connection releases the lock at once for the next instance.
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
