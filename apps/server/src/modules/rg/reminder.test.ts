import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rgChanges } from '#app/db/schema.ts';
import { PLAYER_PASSWORD } from '#app/test/factories.ts';
import { TestClient } from '#app/test/test-client.ts';
import { available, fundedPlayer } from '../bets/shared/test-kit';
import { gameOn, launch, playRound, useCasinoApp } from '../casino/test-kit';

const opened = useCasinoApp();
const statusOf = async (client: TestClient) =>
  (await client.get('/api/auth/checkLoginStatus')).json().responsibleGambling;

describe('the reality-check reminder', () => {
  it('saves 15, 30, 60 or 0 minutes on the account, records the change, and refuses anything else', async () => {
    const { app } = opened;
    const { client, userId } = await fundedPlayer(app, 0);
    expect((await statusOf(client)).reminderMinutes).toBe(0);
    const saved = await client.put('/api/client/rg/reminder', { minutes: 15 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ reminderMinutes: 15, sessionNet: 0 });
    expect((await statusOf(client)).reminderMinutes).toBe(15);
    for (const minutes of [20, -15, '15', null]) {
      const refused = await client.put('/api/client/rg/reminder', { minutes });
      expect(refused.statusCode).toBe(400);
    }
    expect((await client.put('/api/client/rg/reminder', { minutes: 0 })).json().reminderMinutes).toBe(0);
    const history = await app.db
      .select({ from: rgChanges.fromValue, to: rgChanges.toValue, actor: rgChanges.actor })
      .from(rgChanges)
      .where(and(eq(rgChanges.userId, userId), eq(rgChanges.tool, 'reminder')))
      .orderBy(rgChanges.id);
    expect(history).toEqual([
      { from: 0, to: 15, actor: 'player' },
      { from: 15, to: 0, actor: 'player' },
    ]);
  });

  it('needs a logged-in player', async () => {
    const visitor = new TestClient(opened.app);
    expect((await visitor.put('/api/client/rg/reminder', { minutes: 15 })).statusCode).toBe(401);
    expect((await visitor.get('/api/client/rg/session-play')).statusCode).toBe(401);
  });

  it("reports time since login and the session's returns minus stakes, not deposits nor an earlier session", async () => {
    const { app, clock } = opened;
    const { client, userName } = await fundedPlayer(app, 20_000);
    const slot = gameOn(app, 'slot');
    const played = async (rounds: number) => {
      const { token } = await launch(client, slot.id);
      for (let round = 0; round < rounds; round++) await playRound(client, token, { engine: 'slot', stake: 100 });
    };
    await played(5);
    clock.now += 7 * 60_000;
    const first = await statusOf(client);
    expect(first.sessionElapsedSeconds).toBe(7 * 60);
    // The deposit is not a result; the rounds are, win or lose.
    expect(first.sessionNet).toBe((await available(client)) - 20_000);

    await client.login(userName, PLAYER_PASSWORD);
    clock.now += 60_000;
    const afterLogin = (await client.get('/api/client/rg/session-play')).json();
    expect(afterLogin).toMatchObject({ sessionElapsedSeconds: 60, sessionNet: 0 });
    expect(Date.parse(afterLogin.sessionStartedAt)).toBe(clock.now - 60_000);
    const before = await available(client);
    await played(3);
    expect((await statusOf(client)).sessionNet).toBe((await available(client)) - before);
  });

  it('the Continue of the time-limit alert does not restart the time played', async () => {
    const { app, clock } = opened;
    const { client } = await fundedPlayer(app, 0);
    clock.now += 10 * 60_000;
    await client.get('/api/auth/resetRealityCheck');
    expect(await statusOf(client)).toMatchObject({ timeElapsedSeconds: 0, sessionElapsedSeconds: 600 });
  });
});
