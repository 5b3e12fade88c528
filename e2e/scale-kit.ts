import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { operatorKey } from '../bench/operator-key.mjs';

/**
 * Processes and clients of the scale-out load proof (scale-out-load.spec.ts): production servers on a database of
 * their own, a Redis the test may stop, an HTTP caller with a cookie jar that retries with the same Idempotency-Key,
 * and a hub client that reconnects with backoff like the web app does.
 */
const SERVER = join(import.meta.dirname, '../apps/server/dist/main.js');
export const ADMIN_TOKEN = 'e2e-scale-load-admin-token';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database next to the one DATABASE_URL names (dropped by `drop`), so runs never share rows. */
export async function createDatabase(baseUrl: string) {
  const name = `playline_scale_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<T>(text: string, values: unknown[] = []): Promise<T[]> {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A redis-server child on `port` (no persistence): stopped with SIGKILL and started again by the test. */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  constructor(readonly port: number) {}
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start() {
    this.child = spawn('redis-server', ['--port', String(this.port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await sleep(300);
    if (this.child.exitCode !== null) throw new Error(`redis-server on ${this.port} exited (port taken?)`);
  }
  async kill() {
    await killChild(this.child);
    this.child = null;
  }
}

async function killChild(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGKILL') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** One production server process on the shared database and Redis. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}
  get url() {
    return `http://localhost:${this.port}`;
  }
  async start() {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
    this.child = spawn(process.execPath, [SERVER], {
      env: { ...env, ...this.env, PORT: String(this.port), ADMIN_TOKEN, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let attempt = 0; attempt < 300; attempt++) {
      try {
        if ((await fetch(`${this.url}/ready`)).ok) return;
      } catch {}
      await sleep(100);
    }
    await this.kill();
    throw new Error(`the server on ${this.port} did not become ready`);
  }
  kill = (signal: NodeJS.Signals = 'SIGKILL') => killChild(this.child, signal);
}

export interface Answer {
  status: number;
  body: unknown;
}

/** Counters of everything the load sent, reported at the end. */
export const stats = { requests: 0, retries: 0, transportErrors: 0 };

/**
 * A browser-like API caller of one site: keeps its cookies, echoes the XSRF cookie, and sends each call to the next
 * server in turn (a round-robin load balancer). A call that gets no answer, or a 5xx, is retried with the SAME
 * Idempotency-Key (on the next server) until it is answered: what the client finally sees is the acknowledgement.
 */
export class Caller {
  private readonly cookies = new Map<string, string>();
  private turn = 0;
  private key: Promise<string> | undefined;
  constructor(private readonly servers: () => string[]) {}

  /** The operator's bearer: an API key made once through a server of the cluster (they share one database). */
  async asOperator(): Promise<Record<string, string>> {
    this.key ??= operatorKey(this.servers()[0]!);
    return { authorization: `Bearer ${await this.key}` };
  }

  get session() {
    return this.cookies.get('pl_session');
  }

  async call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, headers: Record<string, string> = {}) {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.call('GET', '/api/auth/checkLoginStatus');
    for (let attempt = 0; ; attempt++) {
      const servers = this.servers();
      const base = servers[this.turn++ % servers.length];
      stats.requests += 1;
      try {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: {
            cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
            ...(method === 'GET' ? {} : { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '' }),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          const value = pair.slice(at + 1);
          if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, at));
          else this.cookies.set(pair.slice(0, at), value);
        }
        const text = await response.text();
        if (response.status < 500) return { status: response.status, body: text ? JSON.parse(text) : null } as Answer;
        if (response.status !== 503 && response.status !== 502) {
          throw new Error(`${method} ${path}: ${response.status} ${text}`);
        }
      } catch (error) {
        if (error instanceof Error && error.message.startsWith(`${method} ${path}:`)) throw error;
        stats.transportErrors += 1;
      }
      if (attempt >= 40) throw new Error(`${method} ${path}: no answer after ${attempt} attempts`);
      stats.retries += 1;
      await sleep(Math.min(1000, 50 * 2 ** attempt) * (0.5 + Math.random()));
    }
  }

  /** An unsafe call with a fresh key, retried with that key until acknowledged. */
  once = (path: string, body: unknown, key: string = randomUUID()) =>
    this.call('POST', path, body, { 'Idempotency-Key': key });
}

export interface Delivery {
  id: string;
  title: string;
}

/**
 * A hub client that reconnects by itself after a drop, with exponential backoff and jitter (the web app's logic
 * lives in web code the test cannot import). It records every notification it receives, per socket generation.
 */
export class ReconnectingHub {
  readonly notifications: Delivery[] = [];
  connects = 0;
  userId: number | null = null;
  private ws: WebSocket | null = null;
  private closed = false;
  private failures = 0;
  private turn: number;

  constructor(
    private readonly servers: () => string[],
    private readonly cookie: string | undefined,
    start: number,
  ) {
    this.turn = start;
  }

  /** Resolves once the first `hello` arrived (its private channels are joined). */
  open(): Promise<void> {
    return new Promise((resolve) => this.connect(resolve));
  }

  get isOpen() {
    return this.ws?.readyState === WebSocket.OPEN && this.ready;
  }
  private ready = false;

  private connect(onHello?: () => void) {
    const servers = this.servers();
    const base = servers[this.turn++ % servers.length]!.replace('http', 'ws');
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    const ws = new WebSocket(`${base}/api/hub`, { headers });
    this.ws = ws;
    this.ready = false;
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as {
        type: string;
        id?: string;
        userId?: number | null;
        notification?: { title: string };
      };
      if (message.type === 'hello') {
        this.ready = true;
        this.failures = 0;
        this.connects += 1;
        this.userId = message.userId ?? null;
        onHello?.();
        onHello = undefined;
      }
      if (message.type === 'notification' && message.id && message.notification) {
        this.notifications.push({ id: message.id, title: message.notification.title });
      }
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      this.ready = false;
      if (this.closed) return;
      this.failures += 1;
      const delay = Math.min(2000, 100 * 2 ** this.failures) * (0.5 + Math.random());
      setTimeout(() => this.connect(onHello), delay);
    });
  }

  close() {
    this.closed = true;
    this.ws?.terminate();
  }
}

/** Whether the instance at `url` holds the leadership (live publisher, settlement); false when it does not answer. */
export async function leads(url: string) {
  try {
    const answer = await fetch(`${url}/api/admin/hub`, {
      headers: { authorization: `Bearer ${await operatorKey(url)}` },
      signal: AbortSignal.timeout(2000),
    });
    return answer.ok && ((await answer.json()) as { leader: boolean }).leader;
  } catch {
    return false;
  }
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

export { sleep };
