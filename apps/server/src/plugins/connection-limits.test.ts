import { type AddressInfo, connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

const CAP = 12;
let app: FastifyInstance;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await buildTestApp({ MAX_CONNECTIONS_PER_IP: String(CAP) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await app.close();
});

/** A raw connection from `from` (any 127.x address is this machine on Linux); kept open until the suite ends. */
function open(from: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: from }, () => resolve(socket));
    socket.once('error', reject);
    sockets.push(socket);
  });
}

/** One GET on a kept-alive socket; the status and JSON body of the answer. */
function get(socket: Socket, path: string): Promise<{ status: number; body: string; headers: string }> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers = received.slice(0, end);
      const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0);
      if (received.length < end + 4 + length) return;
      socket.off('data', onData);
      resolve({ status: Number(headers.split(' ')[1]), body: received.slice(end + 4, end + 4 + length), headers });
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('connections per address (issue 18: availability)', () => {
  it('refuses connections beyond the cap from one address with a 429 body, while /ping answers another address', async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => open('127.0.0.1')));
    // Every held connection is served (and stays open): the address now holds its share.
    for (const socket of held) expect((await get(socket, '/ping')).status).toBe(200);

    const extra = await get(await open('127.0.0.1'), '/ping');
    expect(extra.status).toBe(429);
    expect(JSON.parse(extra.body)).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(extra.headers.toLowerCase()).toContain('connection: close');

    const elsewhere = await get(await open('127.0.0.2'), '/ping');
    expect(elsewhere.status).toBe(200);
    expect(app.connectionGate.refused).toBeGreaterThan(0);
  });

  it('gives idle sockets a timeout, so connections that never send a request are closed', () => {
    expect(app.server.timeout).toBe(30_000);
    expect(app.server.headersTimeout).toBeLessThanOrEqual(30_000);
    expect(app.server.keepAliveTimeout).toBe(10_000);
  });
});
