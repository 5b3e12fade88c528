import { type BrandConfig, type ChatMessage, type ChatPage, SITES } from '@playline/contract';
import { describe, expect, it } from 'vitest';
import { messagesIn } from '#app/i18n/translate.ts';
import { createPlayer, sessionClient } from '#app/test/factories.ts';
import { TestClient } from '#app/test/test-client.ts';
import type { AuthUser } from '../auth/sessions';
import { userChannel } from '../hub/channels';
import { ChannelRecorder } from '../notifications/channel-recorder';
import { chattingPlayer } from './service';
import { CHAT_SITE, chatPlayer, useChatApp } from './test-kit';

const send = (client: TestClient, body: unknown) => client.post('/api/chat/messages', body);
const history = async (client: TestClient, query = '') => {
  const response = await client.get(`/api/chat/messages${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatPage>();
};
const bodies = (page: ChatPage) => page.messages.map((message) => message.body);

describe('the support chat, player side (issue 9)', () => {
  const opened = useChatApp();

  it('needs a login on a site with chat: a visitor gets 401, any caller on a brand without chat 404', async () => {
    const visitor = new TestClient(opened.app, `site${CHAT_SITE}.localhost`);
    expect((await visitor.get('/api/chat/messages')).statusCode).toBe(401);
    expect((await send(visitor, { body: 'hello' })).statusCode).toBe(401);
    expect((await send(visitor, { body: 'hello' })).json()).toMatchObject({
      statusCode: 401,
      error: expect.any(String),
    });

    const elsewhere = await createPlayer(opened.app, { brandKey: 'playline' });
    const onSite1 = await sessionClient(opened.app, elsewhere.userId, 1);
    expect((await onSite1.get('/api/chat/messages')).statusCode).toBe(404);
    expect((await send(onSite1, { body: 'hello' })).statusCode).toBe(404);
    expect((await new TestClient(opened.app, 'site1.localhost').get('/api/chat/messages')).statusCode).toBe(404);
    // The brand's shop (site 54) has no chat either.
    expect((await new TestClient(opened.app, 'site54.localhost').get('/api/chat/messages')).statusCode).toBe(404);
  });

  it("refuses a shop terminal's session (403): it speaks for the shop's clients", () => {
    const site = SITES[CHAT_SITE] as BrandConfig;
    const operator = { userId: 1, userName: 'shop1' };
    const shopSession = { ...operator, brandKey: 'hellas', shop: { operator, actingFor: null } } as AuthUser;
    expect(() => chattingPlayer(site, shopSession, messagesIn(1))).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    const player = { userId: 2, userName: 'p', brandKey: 'hellas' } as AuthUser;
    expect(chattingPlayer(site, player, messagesIn(1))).toBe(player);
  });

  it('stores a trimmed message and answers it with 201; the history starts empty', async () => {
    const { client } = await chatPlayer(opened.app);
    expect(await history(client)).toEqual({ messages: [], hasMore: false });
    const response = await send(client, { body: '  Where is my withdrawal?\r\nIt is pending.  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      sender: 'player',
      operatorName: null,
      body: 'Where is my withdrawal?\nIt is pending.',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await history(client)).toEqual({ messages: [response.json()], hasMore: false });
  });

  it('answers 400 for an empty, too long, control-character or malformed body, and stores none of them', async () => {
    const { client } = await chatPlayer(opened.app);
    const bad = [
      {},
      { body: '' },
      { body: ' \n\t ' },
      { body: 'x'.repeat(2001) },
      { body: 'bell\u0007' },
      { body: 'nul\u0000' },
      { body: 42 },
      'hello',
    ];
    for (const body of bad) {
      const response = await send(client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    }
    expect((await send(client, { body: `  ${'x'.repeat(2000)}  ` })).statusCode).toBe(201);
    expect((await history(client)).messages).toHaveLength(1);
    for (const query of ['?limit=0', '?limit=101', '?before=abc', '?after=-1', '?before=99999999999']) {
      expect((await client.get(`/api/chat/messages${query}`)).statusCode, query).toBe(400);
    }
  });

  it('pages the history oldest first: the newest page, then older ones with before, newer ones with after', async () => {
    const { client } = await chatPlayer(opened.app);
    const sent: ChatMessage[] = [];
    for (const body of ['one', 'two', 'three', 'four', 'five']) sent.push((await send(client, { body })).json());

    const newest = await history(client, '?limit=2');
    expect(newest).toMatchObject({ hasMore: true });
    expect(bodies(newest)).toEqual(['four', 'five']);
    const older = await history(client, `?limit=2&before=${newest.messages[0]?.id}`);
    expect(bodies(older)).toEqual(['two', 'three']);
    expect(older.hasMore).toBe(true);
    const oldest = await history(client, `?limit=2&before=${older.messages[0]?.id}`);
    expect(bodies(oldest)).toEqual(['one']);
    expect(oldest.hasMore).toBe(false);

    const after = await history(client, `?after=${sent[1]?.id}&limit=2`);
    expect(bodies(after)).toEqual(['three', 'four']);
    expect(after.hasMore).toBe(true);
    expect(await history(client, `?after=${sent[4]?.id}`)).toEqual({ messages: [], hasMore: false });
  });

  it("never shows a player another player's messages; the brand's other site shows the same conversation", async () => {
    const alice = await chatPlayer(opened.app);
    const bob = await chatPlayer(opened.app);
    await send(alice.client, { body: 'alice asks' });
    await send(bob.client, { body: 'bob asks' });
    expect(bodies(await history(alice.client))).toEqual(['alice asks']);
    expect(bodies(await history(bob.client))).toEqual(['bob asks']);
    // Paging by another conversation's ids reveals nothing either.
    const bobsId = (await history(bob.client)).messages[0]?.id ?? 0;
    expect(bodies(await history(alice.client, `?after=0&before=${bobsId + 1}`))).toEqual(['alice asks']);

    const onSite149 = await sessionClient(opened.app, alice.userId, 149);
    expect(bodies(await history(onSite149))).toEqual(['alice asks']);
  });

  it("pushes the player's own message to their hub channel, for their other tabs", async () => {
    const { client, userId } = await chatPlayer(opened.app);
    const recorder = await ChannelRecorder.on(opened.bus, userChannel(userId));
    const sent = (await send(client, { body: 'from my phone' })).json<ChatMessage>();
    expect(await recorder.take()).toEqual([{ type: 'chat', message: sent }]);
  });

  it('allows 10 messages in 10 seconds, then answers 429 with retry-after', async () => {
    const { client } = await chatPlayer(opened.app);
    for (let index = 1; index <= 10; index += 1) {
      expect((await send(client, { body: `message ${index}` })).statusCode).toBe(201);
    }
    const refused = await send(client, { body: 'one too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await history(client)).messages).toHaveLength(10);
    // Another player is not held back by it.
    expect((await send((await chatPlayer(opened.app)).client, { body: 'hi' })).statusCode).toBe(201);
  });
});
