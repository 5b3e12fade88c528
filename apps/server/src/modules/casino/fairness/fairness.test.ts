import { type GameSession, type RoundBet, type RoundResult, rotateSeedsResultSchema } from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import { fundedPlayer } from '#app/modules/bets/shared/test-kit.ts';
import { TestClient } from '#app/test/test-client.ts';
import { casinoCatalogue } from '../catalogue/catalogue';
import { seedHash } from '../engines/fair-rng';
import { act, gameOn, launch, playRound, useCasinoApp } from '../test-kit';
import { replayRound } from './verify';

/**
 * Issue 18: "casino outcomes come from a CSPRNG, committed (hash published before betting closes) and revealed
 * after, so a player can verify a round was not changed after their bet". Attack tests on games played alone.
 */
const opened = useCasinoApp();
const session = async (client: TestClient, token: string): Promise<GameSession> =>
  (await client.get(`/api/casino/session?token=${token}`)).json();
const entryOf = (gameId: string) => {
  const entry = casinoCatalogue(opened.app.feed).byId(gameId);
  if (!entry) throw new Error(`no game ${gameId}`);
  return entry;
};

describe('provably fair rounds played alone', () => {
  it('shows the commitment before the first bet, keeps the seed secret while in play, and every revealed round replays', async () => {
    const { client } = await fundedPlayer(opened.app, 100_000);
    const plays: { gameId: string; bet: RoundBet }[] = [
      { gameId: gameOn(opened.app, 'slot').id, bet: { engine: 'slot', stake: 200 } },
      { gameId: gameOn(opened.app, 'roulette').id, bet: { engine: 'roulette', bets: [{ kind: 'red', stake: 100 }] } },
      { gameId: gameOn(opened.app, 'crash').id, bet: { engine: 'crash', stake: 100, cashOutAt: 2 } },
    ];
    for (const { gameId, bet } of plays) {
      const { token } = await launch(client, gameId);
      const before = (await session(client, token)).fairness;
      expect(before).toMatchObject({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nextNonce: 0 });
      const rounds: RoundResult[] = [];
      for (let i = 0; i < 3; i++) rounds.push((await playRound(client, token, bet)).json());
      expect(rounds.map((round) => round.fairness)).toEqual(
        [0, 1, 2].map((nonce) => ({ serverSeedHash: before?.serverSeedHash, clientSeed: before?.clientSeed, nonce })),
      );
      // While the pair is in play nobody gets its seed.
      const early = (await client.get(`/api/casino/fairness/seeds/${before?.serverSeedHash}`)).json();
      expect(early).toMatchObject({ serverSeed: null, rounds: 3 });
      expect(JSON.stringify(await session(client, token))).not.toMatch(/"serverSeed"/);

      const rotated = rotateSeedsResultSchema.parse(
        (await client.post('/api/casino/fairness/rotate', { token, clientSeed: 'my-own-seed' })).json(),
      );
      const serverSeed = rotated.previous.serverSeed ?? '';
      expect(seedHash(serverSeed)).toBe(before?.serverSeedHash);
      expect(rotated.current).toMatchObject({ clientSeed: 'my-own-seed', nextNonce: 0 });
      expect(rotated.current.serverSeedHash).not.toBe(before?.serverSeedHash);
      for (const round of rounds) {
        const replay = replayRound(entryOf(gameId), bet, {
          serverSeed,
          ...(round.fairness ?? { serverSeedHash: '', clientSeed: '', nonce: 0 }),
        });
        expect(replay).toMatchObject({ win: round.win, outcome: round.outcome });
      }
      // A seed that is not the committed one does not verify.
      expect(
        replayRound(entryOf(gameId), bet, {
          serverSeed: 'f'.repeat(64),
          serverSeedHash: before?.serverSeedHash ?? '',
          clientSeed: 'x',
          nonce: 0,
        }),
      ).toBeNull();
    }
  });

  it('replays a blackjack hand from its deal and decisions, and keeps the seed while a hand is open (409)', async () => {
    const visitor = new TestClient(opened.app);
    const game = gameOn(opened.app, 'blackjack');
    const { token } = await launch(visitor, game.id, 'demo');
    const bet: RoundBet = { engine: 'blackjack', stake: 100 };
    let hand: RoundResult = (await playRound(visitor, token, bet)).json();
    for (let tries = 0; hand.finished && tries < 20; tries++) hand = (await playRound(visitor, token, bet)).json();
    expect(hand.finished).toBe(false);
    const refused = await visitor.post('/api/casino/fairness/rotate', { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Finish the open hand before changing the seeds.');
    const stood: RoundResult = (await act(visitor, token, hand.roundId, 'stand')).json();
    const { previous } = (await visitor.post('/api/casino/fairness/rotate', { token })).json();
    const replay = replayRound(
      entryOf(game.id),
      bet,
      { serverSeed: previous.serverSeed, ...(hand.fairness ?? { serverSeedHash: '', clientSeed: '', nonce: 0 }) },
      ['stand'],
    );
    expect(replay).toMatchObject({ win: stood.win, outcome: stood.outcome });
  });

  it('reveals a pair by its commitment once its session has ended, and answers 404 for an unknown one', async () => {
    const visitor = new TestClient(opened.app);
    const { token } = await launch(visitor, gameOn(opened.app, 'roulette').id, 'demo');
    const { fairness } = await session(visitor, token);
    const url = `/api/casino/fairness/seeds/${fairness?.serverSeedHash}`;
    expect((await visitor.get(url)).json().serverSeed).toBeNull();
    opened.clock.now += 31 * 60_000; // past the session's idle life
    const ended = (await visitor.get(url)).json();
    expect(seedHash(ended.serverSeed)).toBe(fairness?.serverSeedHash);
    expect((await visitor.get(`/api/casino/fairness/seeds/${'0'.repeat(64)}`)).statusCode).toBe(404);
  });
});
