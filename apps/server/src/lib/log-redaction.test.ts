import { IDEMPOTENCY_HEADER, type Outbox } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOn } from '../modules/casino/test-kit';
import { buildTestApp } from '../test/build-test-app';
import { createPlayer } from '../test/factories';
import { OWNER_KEY } from '../test/staff-keys';
import { newKey, TestClient } from '../test/test-client';
import { REDACTED, redactUrl } from './log-redaction';

const ADMIN_TOKEN = 'log-test-admin-token-0123456789';
const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ADMIN_TOKEN, LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => app.close());

async function resetToken(email: string): Promise<string> {
  const outbox: Outbox = (
    await app.inject({ url: '/api/admin/outbox?limit=200', headers: { authorization: `Bearer ${OWNER_KEY}` } })
  ).json();
  const link = outbox.items.find((item) => item.to === email)?.body.match(/https?:\/\/\S+/)?.[0];
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error('no reset link');
  return token;
}

describe('tokens in logs (issue 18)', () => {
  it('logs a password reset and a game session without the reset token, the game token or the session cookie', async () => {
    const player = await createPlayer(app);
    const visitor = new TestClient(app);
    await visitor.post('/api/auth/forgot-password', { userLogin: player.userName, languageId: 1 });
    const reset = await resetToken(player.email);
    expect((await visitor.get(`/forgot-password?token=${reset}`)).statusCode).toBe(200);
    const confirmed = await visitor.post('/api/auth/reset-password', { token: reset, password: 'Fresh-Secret-987' });
    expect(confirmed.statusCode).toBe(200);

    const launched = await visitor.post('/api/casino/launch', { gameId: gameOn(app, 'slot').id, mode: 'demo' });
    const game = launched.json().token as string;
    expect((await visitor.get(`/api/casino/session?token=${game}`)).statusCode).toBe(200);
    await visitor.get(`/game-frame/?token=${game}&lang=en`); // the test build has no frame: only its log line counts
    const round = await visitor.post(
      '/api/casino/rounds',
      { token: game, bet: { engine: 'slot', stake: 100 } },
      { [IDEMPOTENCY_HEADER]: newKey() },
    );
    expect(round.statusCode).toBe(200);
    const cookie = visitor.cookies.values().next().value as string;

    const log = lines.join('');
    expect(log).toContain('/api/casino/session?token=[redacted]');
    for (const secret of [reset, game, cookie]) expect(log).not.toContain(secret);
  });
});

describe('redactUrl', () => {
  it('censors credential-like query values and keeps everything else', () => {
    expect(redactUrl('/a?token=abc&lang=en')).toBe(`/a?token=${REDACTED}&lang=en`);
    expect(redactUrl('/a?access_token=x&sessionId=y&Code=z&key=k&page=2')).toBe(
      `/a?access_token=${REDACTED}&sessionId=${REDACTED}&Code=${REDACTED}&key=${REDACTED}&page=2`,
    );
    expect(redactUrl('/plain/path')).toBe('/plain/path');
    expect(redactUrl('/a?%74oken=x')).toBe(`/a?%74oken=${REDACTED}`);
  });
});
