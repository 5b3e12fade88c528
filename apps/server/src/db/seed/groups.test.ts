import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupsOfUser } from '#app/modules/notifications/groups-repository.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { userGroups, users } from '../schema';
import { contentBrands } from './brands';
import { seedDatabase } from './index';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const demoUser = async (brandKey: string, userName: string) => {
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandKey, brandKey), eq(users.userName, userName)));
  if (!row) throw new Error(`no ${userName} on ${brandKey}`);
  return row.id;
};

describe('demo groups', () => {
  it('puts player1 of every web brand, and no other demo player, in the vip group', async () => {
    for (const { brandKey } of contentBrands()) {
      expect(await groupsOfUser(app.db, await demoUser(brandKey, 'player1'))).toContain('vip');
      expect(await groupsOfUser(app.db, await demoUser(brandKey, 'player2'))).toEqual([]);
    }
  });

  it('adds nothing on a later start, even after an operator took one player1 out of vip', async () => {
    const player1 = await demoUser('arena', 'player1');
    const vip = and(eq(userGroups.userId, player1), eq(userGroups.groupName, 'vip'));
    await app.db.delete(userGroups).where(vip);
    try {
      expect((await seedDatabase(app.db)).groups).toBe(0);
      expect(await groupsOfUser(app.db, player1)).not.toContain('vip');
    } finally {
      await app.db.insert(userGroups).values({ userId: player1, groupName: 'vip' }).onConflictDoNothing();
    }
  });
});
