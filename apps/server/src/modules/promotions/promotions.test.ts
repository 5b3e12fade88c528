import type { PromotionDetail, PromotionSummary } from '@playline/contract';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions, users } from '#app/db/schema.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { loggedInPlayer, sessionClient, uniqueName } from '#app/test/factories.ts';
import { TestClient } from '#app/test/test-client.ts';

const DAY = 24 * 3600_000;
/** This file's own promotions, on a prefix no seed or other file uses (the PostgreSQL run keeps rows). */
const prefix = `t${uniqueName('').replace(/[^a-z0-9]/g, '')}`;
const slugs = {
  running: `${prefix}-running`,
  englishOnly: `${prefix}-english-only`,
  upcoming: `${prefix}-upcoming`,
  expired: `${prefix}-expired`,
  forEveryone: `${prefix}-for-everyone`,
  otherBrand: `${prefix}-other-brand`,
};

let app: FastifyInstance;
const hellas = 'site44.localhost';

function row(
  slug: string,
  languageId: number,
  days: [number, number],
  extra: Partial<typeof promotions.$inferInsert> = {},
) {
  const now = Date.now();
  return {
    brandKey: 'hellas',
    slug,
    languageId,
    area: 'casino',
    title: `${languageId === 2 ? 'Τίτλος' : 'Title'} ${slug}`,
    summary: `Summary of ${slug}`,
    body: `**Bold** body of ${slug}`,
    terms: '1. First term.\n2. Second term.',
    requiresOptIn: true,
    startsAt: new Date(now + days[0] * DAY),
    endsAt: new Date(now + days[1] * DAY),
    ...extra,
  };
}

beforeAll(async () => {
  app = await buildTestApp();
  await app.db
    .insert(promotions)
    .values([
      row(slugs.running, 1, [-1, 10]),
      row(slugs.running, 2, [-1, 10]),
      row(slugs.englishOnly, 1, [-1, 10], { area: 'sports' }),
      row(slugs.upcoming, 1, [3, 10], { area: 'live-casino' }),
      row(slugs.expired, 1, [-10, -1]),
      row(slugs.forEveryone, 1, [-1, 10], { requiresOptIn: false }),
      row(slugs.otherBrand, 1, [-1, 10], { brandKey: 'sunset' }),
    ]);
});

afterAll(async () => {
  await app.db.delete(promotions).where(like(promotions.slug, `${prefix}-%`));
  await app.close();
});

const list = async (client: TestClient, languageId = 1) => {
  const response = await client.get(`/api/promotions/${languageId}`);
  expect(response.statusCode).toBe(200);
  return response.json<PromotionSummary[]>().filter((promotion) => promotion.slug.startsWith(`${prefix}-`));
};
const optIn = (client: TestClient, slug: string) => client.post(`/api/promotions/${slug}/opt-in`);
const optOut = (client: TestClient, slug: string) => client.request('DELETE', `/api/promotions/${slug}/opt-in`);

async function shopOperator() {
  const [operator] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userName, 'shop1'), eq(users.shopSiteId, 54)));
  if (!operator) throw new Error('no seeded shop1 at shop 54');
  return sessionClient(app, operator.id, 54);
}

describe('promotions list', () => {
  it('lists current and upcoming promotions of the brand, in the asked language or else English, never ended ones', async () => {
    const greek = await list(new TestClient(app, hellas), 2);
    expect(greek.map((promotion) => promotion.slug).sort()).toEqual(
      [slugs.running, slugs.englishOnly, slugs.upcoming, slugs.forEveryone].sort(),
    );
    const bySlug = new Map(greek.map((promotion) => [promotion.slug, promotion]));
    expect(bySlug.get(slugs.running)?.title).toBe(`Τίτλος ${slugs.running}`);
    expect(bySlug.get(slugs.englishOnly)).toMatchObject({ title: `Title ${slugs.englishOnly}`, area: 'sports' });
    const upcoming = bySlug.get(slugs.upcoming);
    expect(upcoming?.area).toBe('live-casino');
    expect(Date.parse(upcoming?.startsAt ?? '')).toBeGreaterThan(Date.now());
    // A visitor's opt-in state is unknown, not "no".
    expect(greek.every((promotion) => promotion.optedIn === null)).toBe(true);
    const english = await list(new TestClient(app, hellas), 1);
    expect(english.find((promotion) => promotion.slug === slugs.running)?.title).toBe(`Title ${slugs.running}`);
  });

  // Decision 020: a brand area's endpoints answer 403 where the brand lacks the area (they used to answer []).
  it('is refused (403) on sites without the promotions area, the brand’s shop included', async () => {
    const messages = {
      'site54.localhost': 'Αυτός ο ιστότοπος δεν προσφέρει προσφορές.',
      'site1.localhost': 'This site does not offer promotions.',
    };
    for (const [host, message] of Object.entries(messages)) {
      const response = await new TestClient(app, host).get('/api/promotions/1');
      expect({ status: response.statusCode, message: response.json().message }, host).toEqual({ status: 403, message });
    }
  });

  it('refuses a malformed language with 400', async () => {
    for (const languageId of ['x', '0', '1.5', '100']) {
      const response = await new TestClient(app, hellas).get(`/api/promotions/${languageId}`);
      expect(response.statusCode, languageId).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });
});

describe('one promotion', () => {
  it('answers the copy with body and terms as HTML', async () => {
    const response = await new TestClient(app, hellas).get(`/api/promotions/2/${slugs.running}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<PromotionDetail>();
    expect(detail).toMatchObject({ slug: slugs.running, title: `Τίτλος ${slugs.running}`, optedIn: null });
    expect(detail.html).toContain('<strong>Bold</strong>');
    expect(detail.termsHtml).toMatch(/<ol>\s*<li>First term\.<\/li>/);
  });

  it('is 404 when ended, unknown or another brand’s; 403 on a site without promotions', async () => {
    const visitor = new TestClient(app, hellas);
    for (const slug of [slugs.expired, `${prefix}-never`, slugs.otherBrand]) {
      const response = await visitor.get(`/api/promotions/1/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    expect((await new TestClient(app, 'site54.localhost').get(`/api/promotions/1/${slugs.running}`)).statusCode).toBe(
      403,
    );
    expect(
      (await new TestClient(app, 'site143.localhost').get(`/api/promotions/1/${slugs.otherBrand}`)).statusCode,
    ).toBe(200);
  });

  it('refuses a malformed slug or language with 400', async () => {
    const visitor = new TestClient(app, hellas);
    for (const path of ['1/Bad_Slug', '1/-dash', 'x/acca-boost', `1/${'a'.repeat(81)}`]) {
      expect((await visitor.get(`/api/promotions/${path}`)).statusCode, path).toBe(400);
    }
  });
});

describe('opt-in', () => {
  it('is for players: a visitor gets 401, a shop session 403', async () => {
    const visitor = new TestClient(app, hellas);
    expect((await optIn(visitor, slugs.running)).statusCode).toBe(401);
    expect((await optOut(visitor, slugs.running)).statusCode).toBe(401);
    const operator = await shopOperator();
    const refused = await optIn(operator, slugs.running);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect((await optOut(operator, slugs.running)).statusCode).toBe(403);
  });

  it('opts in once (again answers the first time), shows in the list and the page, and opts out idempotently', async () => {
    const { client } = await loggedInPlayer(app, hellas, { brandKey: 'hellas' });
    const before = await list(client);
    expect(before.find((promotion) => promotion.slug === slugs.running)?.optedIn).toBe(false);

    const first = await optIn(client, slugs.running);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ optedIn: true, optedInAt: expect.any(String) });
    const again = await optIn(client, slugs.running);
    expect(again.statusCode).toBe(200);
    expect(again.json().optedInAt).toBe(first.json().optedInAt);

    expect((await list(client)).find((promotion) => promotion.slug === slugs.running)?.optedIn).toBe(true);
    expect((await client.get(`/api/promotions/2/${slugs.running}`)).json().optedIn).toBe(true);
    // The same brand's other web site shares the account and its opt-ins.
    expect((await list(client.onHost('site149.localhost'))).find((p) => p.slug === slugs.running)?.optedIn).toBe(true);

    for (let attempt = 0; attempt < 2; attempt++) {
      const out = await optOut(client, slugs.running);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ optedIn: false });
    }
    expect((await list(client)).find((promotion) => promotion.slug === slugs.running)?.optedIn).toBe(false);
  });

  it('is 422 for a promotion not started, ended or needing no opt-in; 404 unknown or another brand’s; 400 malformed', async () => {
    const { client } = await loggedInPlayer(app, hellas, { brandKey: 'hellas' });
    for (const slug of [slugs.upcoming, slugs.expired, slugs.forEveryone]) {
      const response = await optIn(client, slug);
      expect(response.statusCode, slug).toBe(422);
      expect(response.json()).toMatchObject({ statusCode: 422, message: expect.any(String) });
    }
    for (const slug of [`${prefix}-never`, slugs.otherBrand]) {
      expect((await optIn(client, slug)).statusCode, slug).toBe(404);
      expect((await optOut(client, slug)).statusCode, slug).toBe(404);
    }
    expect((await optIn(client, 'Bad_Slug')).statusCode).toBe(400);
    // An opt-in nobody holds is still listed as false, not true, for a promotion that needs none.
    expect((await list(client)).find((promotion) => promotion.slug === slugs.forEveryone)?.optedIn).toBe(false);
  });

  it('is 403 on a site of a brand without promotions', async () => {
    const { client } = await loggedInPlayer(app, 'site1.localhost');
    expect((await optIn(client, slugs.running)).statusCode).toBe(403);
  });
});

describe('opt-in during a time-out or self-exclusion', () => {
  const exclude = (userId: number, exclusion: Partial<typeof users.$inferInsert>) =>
    app.db
      .update(users)
      .set({ exclusionStartedAt: new Date(), ...exclusion })
      .where(eq(users.id, userId));

  it('is refused with 403 and says why, in the site language; opting out stays open', async () => {
    const { client, userId } = await loggedInPlayer(app, hellas, { brandKey: 'hellas' });
    expect((await optIn(client, slugs.running)).statusCode).toBe(200);
    await exclude(userId, { exclusionKind: 'time_out', selfExcludedUntil: new Date(Date.now() + DAY) });
    const refused = await optIn(client, slugs.running);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Οι προσφορές δεν είναι διαθέσιμες όσο ο λογαριασμός σας είναι σε διάλειμμα ή αυτοαποκλεισμό.',
    );
    const english = await client.post(`/api/promotions/${slugs.running}/opt-in?languageId=1`);
    expect(english.json().message).toBe(
      'Promotions are not available while your account is in a time-out or self-exclusion.',
    );
    expect((await optOut(client, slugs.running)).json()).toEqual({ optedIn: false });
  });

  it('is refused for a permanent self-exclusion and allowed again once a time-out has ended', async () => {
    const forever = await loggedInPlayer(app, hellas, { brandKey: 'hellas' });
    await exclude(forever.userId, { exclusionKind: 'self_exclusion', selfExcludedUntil: null });
    expect((await optIn(forever.client, slugs.running)).statusCode).toBe(403);
    const back = await loggedInPlayer(app, hellas, { brandKey: 'hellas' });
    await exclude(back.userId, { exclusionKind: 'time_out', selfExcludedUntil: new Date(Date.now() - 1000) });
    expect((await optIn(back.client, slugs.running)).statusCode).toBe(200);
  });
});
