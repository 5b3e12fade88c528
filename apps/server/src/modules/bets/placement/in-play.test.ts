import { IDEMPOTENT_REPLAYED_HEADER } from '@playline/contract';
import { oddsChangedSchema, placeBetsResultSchema } from '@playline/contract/bets';
import { IN_PLAY_DELAY_SECONDS } from '@playline/contract/sports-keys';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '#app/modules/sports/feed/adapter.ts';
import { TEST_FEED_NOW } from '#app/modules/sports/test-feed.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';
import { available, footballEvents, fundedPlayer, ledgerCheck, outcome, pick, place } from '../shared/test-kit';
import { useInPlayApp } from './in-play-kit';

const opened = useInPlayApp();
const HOUR = 3_600_000;
const FOOTBALL_MS = IN_PLAY_DELAY_SECONDS.football * 1000;
const REPLAYED = IDEMPOTENT_REPLAYED_HEADER.toLowerCase();
/** Site 44 offers live betting; the default site 1 (Playline) does not. */
const LIVE_SITE = { host: 'site44.localhost', brandKey: 'hellas' };

/** A football event the test puts in play, and its home outcome as the slip saw it. */
let used = 0;
function liveHome() {
  const { app, scripted } = opened;
  const event = footballEvents(app, TEST_FEED_NOW)[used++]!;
  scripted.makeLive(event);
  return { event, home: outcome(app, event, '1x2', 'home', TEST_FEED_NOW) };
}

function eventOf(app: FastifyInstance, sport: string, from: number): FeedEvent {
  const found = app.feed.eventsStartingBetween(from, from + 72 * HOUR).find((event) => event.sport === sport);
  if (!found) throw new Error(`no ${sport} event`);
  return found;
}

const single = (policy: 'none' | 'higher' | 'any', selection: ReturnType<typeof pick>, stake = 100) => ({
  oddsPolicy: policy,
  bets: [{ type: 'single' as const, stake, selections: [selection] }],
});

const betCount = async (client: TestClient) => (await client.get('/api/client/bets')).json().total as number;

describe('in-play acceptance', () => {
  it('accepts a live slip after the sport’s delay when nothing changed, at the price the slip saw', async () => {
    const { client } = await fundedPlayer(opened.app, 1_000, LIVE_SITE);
    const { home } = liveHome();
    const response = await place(client, single('none', pick(home)));
    expect(response.statusCode, response.body).toBe(201);
    expect(opened.slept).toBe(FOOTBALL_MS);
    expect(placeBetsResultSchema.parse(response.json()).bets[0]).toMatchObject({ odds: home.odds, totalStake: 100 });
    expect(await available(client)).toBe(900);
  });

  it('waits the longest delay of the slip’s live legs, and not at all for a pre-match slip', async () => {
    const { app, scripted } = opened;
    const { client } = await fundedPlayer(app, 1_000, LIVE_SITE);
    const basketball = eventOf(app, 'basketball', TEST_FEED_NOW + 2 * HOUR);
    scripted.makeLive(basketball);
    const main = app.feed.markets(basketball, TEST_FEED_NOW)[0]!;
    const alone = await place(client, single('any', pick(main.outcomes[0]!)));
    expect(alone.statusCode, alone.body).toBe(201);
    expect(opened.slept).toBe(IN_PLAY_DELAY_SECONDS.basketball * 1000);

    opened.slept = 0;
    const { home } = liveHome();
    const both = await place(client, {
      oddsPolicy: 'any',
      bets: [{ type: 'multiple', stake: 100, selections: [pick(main.outcomes[1]!), pick(home)] }],
    });
    expect(both.statusCode, both.body).toBe(201);
    expect(opened.slept).toBe(Math.max(IN_PLAY_DELAY_SECONDS.basketball, IN_PLAY_DELAY_SECONDS.football) * 1000);

    opened.slept = 0;
    const prematch = footballEvents(app, TEST_FEED_NOW).at(-1)!;
    const early = await place(client, single('none', pick(outcome(app, prematch, '1x2', 'draw', TEST_FEED_NOW))));
    expect(early.statusCode, early.body).toBe(201);
    expect(opened.slept).toBe(0);
  });

  it('refuses a slip whose market was suspended during the delay, even though it reopened, and takes no money', async () => {
    const { client } = await fundedPlayer(opened.app, 1_000, LIVE_SITE);
    const { home } = liveHome();
    opened.onSleep = (slept) => {
      if (slept === 1_000) opened.scripted.suspend(home.id);
      if (slept === 1_500) opened.scripted.reopen(home.id);
    };
    const response = await place(client, single('any', pick(home)));
    expect(response.statusCode, response.body).toBe(409);
    const body = oddsChangedSchema.parse(response.json());
    expect(body.reason).toBe('suspended_during_delay');
    expect(body.changes).toEqual([{ outcomeId: home.id, odds: home.odds, status: 'suspended' }]);
    expect(await available(client)).toBe(1_000);
    expect(await betCount(client)).toBe(0);
  });

  it('refuses a price that fell during the delay under “don’t accept”, books it under “accept any”', async () => {
    const { client } = await fundedPlayer(opened.app, 1_000, LIVE_SITE);
    const { home } = liveHome();
    const lower = Math.round((home.odds - 0.2) * 100) / 100;
    opened.onSleep = (slept) => {
      if (slept === 2_000) opened.scripted.setOdds(home.id, lower);
    };
    const refused = await place(client, single('none', pick(home)));
    expect(refused.statusCode, refused.body).toBe(409);
    const body = oddsChangedSchema.parse(refused.json());
    expect(body.reason).toBe('price_moved_during_delay');
    expect(body.changes).toEqual([{ outcomeId: home.id, odds: lower, status: 'open' }]);
    expect(await available(client)).toBe(1_000);

    opened.scripted.setOdds(home.id, home.odds);
    opened.slept = 0;
    const accepted = await place(client, single('any', pick(home)));
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().bets[0]).toMatchObject({ odds: lower });
    expect(await available(client)).toBe(900);
  });

  it('books a price that rose during the delay at the new price under “accept higher”', async () => {
    const { client } = await fundedPlayer(opened.app, 1_000, LIVE_SITE);
    const { home } = liveHome();
    const higher = Math.round((home.odds + 0.3) * 100) / 100;
    opened.onSleep = (slept) => {
      if (slept === 4_000) opened.scripted.setOdds(home.id, higher);
    };
    const response = await place(client, single('higher', pick(home)));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().bets[0]).toMatchObject({ odds: higher });
  });

  it('books an unchanged or better price under “Ask me”, whatever moved during the delay', async () => {
    const { client } = await fundedPlayer(opened.app, 1_000, LIVE_SITE);
    const { home } = liveHome();
    const higher = Math.round((home.odds + 0.02) * 100) / 100;
    opened.onSleep = (slept) => {
      if (slept === 1_000) opened.scripted.setOdds(home.id, higher);
    };
    const response = await place(client, single('none', pick(home)));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().bets[0]).toMatchObject({ odds: higher });
    expect(await available(client)).toBe(900);
  });

  it('refuses at once, without waiting, what it knows before the delay: a short balance or a stale price', async () => {
    const { client } = await fundedPlayer(opened.app, 1_000, LIVE_SITE);
    const { home } = liveHome();
    const short = await place(client, single('none', pick(home), 5_000));
    expect(short.statusCode, short.body).toBe(400);
    expect(short.json().fields.stake).toBeTruthy();
    expect(opened.slept).toBe(0);

    opened.scripted.suspend(home.id);
    const suspended = await place(client, single('any', pick(home)));
    expect(suspended.statusCode, suspended.body).toBe(409);
    expect(suspended.json().reason).toBeUndefined();
    expect(opened.slept).toBe(0);
    expect(await available(client)).toBe(1_000);
  });

  it('books once when the same key is retried during the wait and after it', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 1_000, LIVE_SITE);
    const { home } = liveHome();
    const key = newKey();
    let retry: ReturnType<typeof place> | undefined;
    opened.onSleep = (slept) => {
      if (slept === 1_000 && !retry) retry = place(client, single('none', pick(home)), key);
    };
    const first = await place(client, single('none', pick(home)), key);
    const during = await retry!;
    expect([first.statusCode, during.statusCode]).toEqual([201, 201]);
    const replays = [first, during].filter((response) => response.headers[REPLAYED] === 'true');
    expect(replays).toHaveLength(1);
    expect(during.json().bets[0].id).toBe(first.json().bets[0].id);

    // After the acceptance the price moved and the market suspended: the retry still gets the first answer at once.
    opened.slept = 0;
    opened.scripted.setOdds(home.id, home.odds + 1);
    opened.scripted.suspend(home.id);
    const after = await place(client, single('none', pick(home)), key);
    expect(after.statusCode).toBe(201);
    expect(after.headers[REPLAYED]).toBe('true');
    expect(opened.slept).toBe(0);
    expect(await available(client)).toBe(900);
    expect(await betCount(client)).toBe(1);
    expect(await ledgerCheck(app)).toMatchObject({ unbalancedTransactions: 0, negativeBalances: 0 });
  });

  it('refuses a live bet on a brand without live betting with one clear message, in Greek too, at once', async () => {
    const { client } = await fundedPlayer(opened.app, 1_000);
    const { home } = liveHome();
    const refused = await place(client, single('none', pick(home)));
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'This site does not offer live betting.',
    });
    const greek = await place(client, { ...single('any', pick(home)), languageId: 2 });
    expect(greek.statusCode).toBe(403);
    expect(greek.json().message).toBe('Αυτός ο ιστότοπος δεν προσφέρει ζωντανό στοίχημα.');
    expect(opened.slept).toBe(0);
    expect(await available(client)).toBe(1_000);
    expect(await betCount(client)).toBe(0);
    // A pre-match bet on the same brand is taken as before.
    const prematch = footballEvents(opened.app, TEST_FEED_NOW).at(-1)!;
    const early = await place(
      client,
      single('none', pick(outcome(opened.app, prematch, '1x2', 'home', TEST_FEED_NOW))),
    );
    expect(early.statusCode, early.body).toBe(201);
  });
});
