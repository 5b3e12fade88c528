import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EVENTS_PAGE_MAX, eventListSchema } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { TEST_FEED_NOW, useTestFeedApp } from './test-feed';

const sports = useTestFeedApp();

async function events(query: string) {
  const response = await sports.client.get(`/api/sports/events${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return eventListSchema.parse(response.json());
}

const startTimes = (list: { startsAt: string }[]) => list.map((event) => Date.parse(event.startsAt));
const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

describe('GET /api/sports/events', () => {
  it('lists pre-match events of a sport in start order, with their main market; total counts past the limit', async () => {
    const page = await events('?sport=football&limit=50');
    expect(page.events).toHaveLength(50);
    expect(page.total).toBeGreaterThan(50);
    expect(page.events.every((event) => event.sport === 'football' && event.status === 'prematch')).toBe(true);
    expect(page.events.every((event) => event.mainMarket?.type === '1x2')).toBe(true);
    expect(ascending(startTimes(page.events))).toBe(true);
    expect(startTimes(page.events).every((time) => time >= TEST_FEED_NOW)).toBe(true);
    const all = await events(`?sport=football&limit=${EVENTS_PAGE_MAX}`);
    expect(all.total).toBe(page.total);
    expect(all.events.slice(0, 50)).toEqual(page.events);
  });

  it('filters by league, country and a time range', async () => {
    const [first] = (await events('?sport=basketball&limit=1')).events;
    if (!first) throw new Error('no basketball events');
    const league = await events(`?league=${first.league.id}`);
    expect(league.events.length).toBeGreaterThan(0);
    expect(league.events.every((event) => event.league.id === first.league.id)).toBe(true);
    const country = await events(`?sport=basketball&country=${first.league.country.key.toUpperCase()}`);
    expect(country.events.every((event) => event.league.country.key === first.league.country.key)).toBe(true);
    expect(country.events.map((event) => event.id)).toContain(first.id);
    const from = new Date(TEST_FEED_NOW + 24 * 3600_000).toISOString();
    const to = new Date(TEST_FEED_NOW + 48 * 3600_000).toISOString();
    const day = await events(`?from=${from}&to=${to}&limit=500`);
    expect(day.events.length).toBeGreaterThan(0);
    expect(startTimes(day.events).every((time) => time >= Date.parse(from) && time < Date.parse(to))).toBe(true);
  });

  it('lists live and finished events by status', async () => {
    const live = await events('?status=live&limit=500');
    expect(live.events.every((event) => event.status === 'live' && event.scoreboard !== null)).toBe(true);
    const finished = await events('?status=finished&limit=20');
    expect(finished.events.length).toBeGreaterThan(0);
    expect(finished.events.every((event) => event.status === 'finished')).toBe(true);
  });

  it('answers 400 with a message for a bad sport, date, status or limit', async () => {
    for (const query of ['sport=curling', 'from=tomorrow', 'to=2025-13-40', 'status=soon', 'limit=0', 'limit=501']) {
      const response = await sports.client.get(`/api/sports/events?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/^querystring\.\w+: /);
    }
  });

  it('is cacheable: an ETag, and a bodiless 304 when the client has it', async () => {
    const first = await sports.client.get('/api/sports/events?sport=tennis&limit=20');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const etag = String(first.headers.etag);
    const again = await sports.client.get('/api/sports/events?limit=20&sport=tennis', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await sports.client.get('/api/sports/events?sport=darts&limit=20', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('is compressed for clients that accept it, each encoding with its own ETag', async () => {
    const path = '/api/sports/events?sport=football&limit=100';
    const plain = await sports.client.get(path);
    const br = await sports.client.get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await sports.client.get(path, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const revalidated = await sports.client.get(path, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe('results and live scores', () => {
  it('lists finished events with final scoreboards, latest first', async () => {
    const response = await sports.client.get('/api/sports/results?sport=football&limit=30');
    const results = eventListSchema.parse(response.json());
    expect(results.events.length).toBeGreaterThan(0);
    expect(results.events.every((event) => event.sport === 'football' && event.scoreboard?.phase === 'finished')).toBe(
      true,
    );
    expect(ascending(startTimes(results.events).reverse())).toBe(true);
    expect((await sports.client.get('/api/sports/results?from=last-week')).statusCode).toBe(400);
  });

  it('lists events in play with their scoreboards', async () => {
    const response = await sports.client.get('/api/sports/live-scores');
    expect(response.statusCode).toBe(200);
    const live = eventListSchema.parse(response.json());
    expect(live.events.every((event) => event.status === 'live' && event.scoreboard !== null)).toBe(true);
    expect((await sports.client.get('/api/sports/live-scores?sport=chess')).statusCode).toBe(400);
  });
});
