import { lineReturn } from '@playline/contract/bets';
import { describe, expect, it } from 'vitest';
import { TEST_FEED_NOW } from '#app/modules/sports/test-feed.ts';
import { TestClient } from '#app/test/test-client.ts';
import { available, footballEvents, fundedPlayer, outcome, pick, place, useBetsApp } from '../shared/test-kit';

const opened = useBetsApp();
const at = TEST_FEED_NOW;
const price = (outcomeIds: string[]) => new TestClient(opened.app).post('/api/bets/builder/price', { outcomeIds });

describe('bet builder price', () => {
  it('prices a combination as one chance: home and 1X is the chance of home, with the builder margin', async () => {
    const { app } = opened;
    const event = footballEvents(app, at)[0]!;
    const home = outcome(app, event, '1x2', 'home', at);
    const response = await price([home.id, outcome(app, event, 'dc', '1X', at).id]);
    expect(response.statusCode, response.body).toBe(200);
    const chance = app.feed.jointModel(event, at)!.chance([{ marketKey: '1x2', code: 'home' }])!;
    expect(response.json().eventId).toBe(event.id);
    expect(response.json().odds).toBe(Math.floor(100 / (chance * 1.08)) / 100);
  });

  it('prices correlated goal markets jointly: home and over 2.5 pays less than away and over 2.5 for a favourite', async () => {
    const { app } = opened;
    const event = footballEvents(app, at).find((e) => outcome(app, e, '1x2', 'home', at).odds < 1.8)!;
    const over = outcome(app, event, 'ou:2.5', 'over', at).id;
    const withHome = (await price([outcome(app, event, '1x2', 'home', at).id, over])).json().odds;
    const withAway = (await price([outcome(app, event, '1x2', 'away', at).id, over])).json().odds;
    expect(withHome).toBeLessThan(withAway);
    // A correct score decides the rest: 2-1 with home and over 2.5, or with both teams to score, is the chance of 2-1.
    const score = outcome(app, event, 'cs', '2-1', at).id;
    const both = (await price([score, outcome(app, event, '1x2', 'home', at).id, over])).json().odds;
    const btts = (await price([score, outcome(app, event, 'btts', 'yes', at).id])).json().odds;
    expect(both).toBe(btts);
    expect(both).toBeGreaterThan(withHome);
  });

  it('refuses combinations that cannot win, other events, two picks of a market, non-builder markets, one pick', async () => {
    const { app } = opened;
    const [event, other] = footballEvents(app, at);
    const id = (key: string, code: string, e = event!) => outcome(app, e, key, code, at).id;
    const cases = [
      [id('1x2', 'home'), id('cs', '0-1')],
      [id('1x2', 'home'), id('1x2', 'home', other)],
      [id('ou:2.5', 'over'), id('ou:2.5', 'under')],
      [id('1x2', 'home'), id('htft', 'home/home')],
      [id('1x2', 'home')],
    ];
    for (const outcomeIds of cases) {
      const response = await price(outcomeIds);
      expect(response.statusCode, outcomeIds.join(' ')).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });
});

describe('bet builder placement', () => {
  it('books at the quoted price, and answers 409 with the new price when the slip saw another', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 5_000);
    const event = footballEvents(app, at)[1]!;
    const legs = [outcome(app, event, '1x2', 'home', at), outcome(app, event, 'btts', 'yes', at)];
    const quoted = (await price(legs.map((o) => o.id))).json().odds as number;
    const moved = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'builder', stake: 300, builderOdds: quoted + 0.5, selections: legs.map((o) => pick(o)) }],
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'odds_changed', changes: [], builderOdds: quoted });
    const booked = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'builder', stake: 300, builderOdds: quoted, selections: legs.map((o) => pick(o)) }],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().bets[0]).toMatchObject({
      type: 'builder',
      odds: quoted,
      lines: 1,
      totalStake: 300,
      potentialReturn: lineReturn(300, [quoted]),
    });
    expect(await available(client)).toBe(4_700);
  });
});
