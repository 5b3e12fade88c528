import type { HubServerMessage } from '@playline/contract/hub';
import { HUB_PATH } from '@playline/contract/hub-keys';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

export interface TestSocketOptions {
  /** `name=value; …` as a browser would send it. */
  cookie?: string;
  host?: string;
  origin?: string;
}

/** A hub client for tests: collects every message and waits for the ones a test expects. */
export class TestSocket {
  readonly received: HubServerMessage[] = [];
  private pings = 0;
  private waiters: { match: (message: HubServerMessage) => boolean; resolve: (m: HubServerMessage) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as HubServerMessage;
      this.received.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
  }

  static open(url: string, options: TestSocketOptions = {}): Promise<TestSocket> {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.host) headers.host = options.host;
    if (options.origin) headers.origin = options.origin;
    const ws = new WebSocket(url, { headers });
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  /** The first message (already received or still to come) that matches; rejects after `timeoutMs`. */
  next<T extends HubServerMessage['type']>(
    type: T,
    where: (message: Extract<HubServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<HubServerMessage, { type: T }>> {
    type M = Extract<HubServerMessage, { type: T }>;
    const match = (message: HubServerMessage) => message.type === type && where(message as M);
    return this.nextMatching(match, `no ${type} message`, timeoutMs) as Promise<M>;
  }

  /**
   * The messages of `type` received from index `from` of `received` up to the first message matching `fence`,
   * awaited: a test that expects nothing shows it by publishing the fence after what must not arrive, since a
   * socket gets its messages in the order they were published.
   */
  async before<T extends HubServerMessage['type']>(
    type: T,
    fence: (message: HubServerMessage) => boolean,
    from = 0,
  ): Promise<Extract<HubServerMessage, { type: T }>[]> {
    const fenceMessage = await this.nextMatching(fence, 'no fence message');
    return this.received
      .slice(from, this.received.indexOf(fenceMessage))
      .filter((message): message is Extract<HubServerMessage, { type: T }> => message.type === type);
  }

  /**
   * The messages of `type` received from index `from` until the pong of a ping sent now. On the in-process bus a
   * publication reaches the sockets on the next microtask, and a subscription's snapshot follows its `subscribed`
   * at once: both are on the wire before the server reads a ping sent after them. So an empty answer shows that
   * nothing came, without waiting a while for it.
   */
  untilPong<T extends HubServerMessage['type']>(type: T, from = 0): Promise<Extract<HubServerMessage, { type: T }>[]> {
    this.pings += 1;
    const t = this.pings;
    this.send({ type: 'ping', t });
    return this.before(type, (message) => message.type === 'pong' && message.t === t, from);
  }

  private nextMatching(
    match: (message: HubServerMessage) => boolean,
    missing: string,
    timeoutMs = 5000,
  ): Promise<HubServerMessage> {
    const seen = this.received.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${missing} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
    });
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/** The app listening on a free port; answers the hub's ws:// URL. */
export async function listenForHub(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}${HUB_PATH}`;
}
