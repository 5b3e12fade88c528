import { bookingSchema } from '@playline/contract/bets';
import { describe, expect, it } from 'vitest';
import { TestClient } from '#app/test/test-client.ts';
import { TEST_FEED_NOW } from '../sports/test-feed';
import { footballEvents, fundedPlayer, outcome, pick, place, useBetsApp } from './shared/test-kit';

const opened = useBetsApp();
const at = TEST_FEED_NOW;

describe('sharing a bet (issue 21)', () => {
  it('gives the bet’s selections a new code that anyone loads, without stake or player', async () => {
    const { app } = opened;
    const owner = await fundedPlayer(app, 1_000);
    const legs = footballEvents(app, at)
      .slice(0, 2)
      .map((event) => outcome(app, event, '1x2', 'home', at));
    const placed = await place(owner.client, {
      oddsPolicy: 'none',
      bets: [{ type: 'multiple', stake: 100, selections: legs.map((o) => pick(o)) }],
    });
    const bet = placed.json().bets[0];
    const shared = await owner.client.post(`/api/client/bets/${bet.id}/share`, {});
    expect(shared.statusCode).toBe(201);
    const { code } = shared.json();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(code).not.toBe(bet.bookingCode);
    const loaded = await new TestClient(app).get(`/api/bets/booking/${code}`);
    expect(loaded.statusCode).toBe(200);
    const booking = bookingSchema.parse(loaded.json());
    expect(booking.selections.map((s) => s.outcomeId)).toEqual(legs.map((o) => o.id));
    // Only selections and their prices now: nothing of the sharer's stake, bet or account.
    expect(JSON.stringify(loaded.json())).not.toMatch(/stake|userId|bet/i);
  });

  it('answers 404 for another player’s or an unknown bet, 400 for a malformed id, 401 for a visitor', async () => {
    const { app } = opened;
    const owner = await fundedPlayer(app, 1_000);
    const leg = outcome(app, footballEvents(app, at)[0]!, '1x2', 'home', at);
    const placed = await place(owner.client, {
      oddsPolicy: 'none',
      bets: [{ type: 'single', stake: 100, selections: [pick(leg)] }],
    });
    const id: number = placed.json().bets[0].id;
    const other = await fundedPlayer(app, 0);
    const stolen = await other.client.post(`/api/client/bets/${id}/share`, {});
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('There is no such bet.');
    expect((await owner.client.post(`/api/client/bets/${id + 1000}/share`, {})).statusCode).toBe(404);
    expect((await owner.client.post('/api/client/bets/abc/share', {})).statusCode).toBe(400);
    expect((await new TestClient(app).post(`/api/client/bets/${id}/share`, {})).statusCode).toBe(401);
  });
});
