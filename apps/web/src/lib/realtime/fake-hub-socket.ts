import type { HubClientMessage, HubServerMessage } from '@playline/contract/hub';
import type { HubSocket } from './hub-client';

/**
 * A WebSocket double for tests of the realtime client and of anything fed by it: records every socket the client
 * opens and what it sent, and lets the test play the server (open, send, close).
 */
export class FakeHubSocket implements HubSocket {
  static instances: FakeHubSocket[] = [];

  /** The socket the client opened last. */
  static get latest(): FakeHubSocket {
    const socket = FakeHubSocket.instances.at(-1);
    if (!socket) throw new Error('no hub socket was opened');
    return socket;
  }

  static reset(): void {
    FakeHubSocket.instances = [];
  }

  readyState = 0;
  readonly sent: HubClientMessage[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closedByClient = false;

  constructor(readonly url: string) {
    FakeHubSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as HubClientMessage);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  // ── the server's side ──
  open(hello: { userId?: number | null; heartbeatMs?: number } = {}): void {
    this.readyState = 1;
    this.onopen?.({});
    this.receive({
      type: 'hello',
      userId: hello.userId ?? null,
      heartbeatMs: hello.heartbeatMs ?? 15_000,
      serverTime: 0,
    });
  }

  receive(message: HubServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  /** Channels the client asked for, in order, across its subscribe messages. */
  subscribed(): string[] {
    return this.sent.flatMap((message) => (message.type === 'subscribe' ? message.channels : []));
  }

  unsubscribed(): string[] {
    return this.sent.flatMap((message) => (message.type === 'unsubscribe' ? message.channels : []));
  }
}
