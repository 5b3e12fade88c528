import { describe, expect, it } from 'vitest';
import { available, fundedPlayer } from '../bets/shared/test-kit';
import { gameOn, launch, useCasinoApp } from './test-kit';

const opened = useCasinoApp();

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
}

describe('the money calls of the casino', () => {
  it('refuse a round or a blackjack decision without an Idempotency-Key, before any money moves', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 5_000);
    const { token } = await launch(client, gameOn(app, 'slot').id);
    const round = await client.post('/api/casino/rounds', { token, bet: { engine: 'slot', stake: 100 } });
    expect(round.statusCode).toBe(400);
    expect(round.json().message).toContain('Idempotency-Key header is required');
    const action = await client.post('/api/casino/rounds/1/actions', { token, action: 'hit' });
    expect(action.statusCode).toBe(400);
    expect(action.json().message).toContain('Idempotency-Key header is required');
    expect(await available(client)).toBe(5_000);
  });

  it('document the header on exactly the calls that need it', async () => {
    const spec = (await opened.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const needsKey = (path: string) =>
      (spec.paths[path]?.post?.parameters ?? []).some(
        (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key' && parameter.required,
      );
    expect(needsKey('/api/casino/rounds')).toBe(true);
    expect(needsKey('/api/casino/rounds/{roundId}/actions')).toBe(true);
    expect(needsKey('/api/casino/tables/{tableId}/bets')).toBe(true);
    expect(needsKey('/api/casino/launch')).toBe(false);
    expect(needsKey('/api/casino/tables/{tableId}/decisions')).toBe(false);
  });
});
