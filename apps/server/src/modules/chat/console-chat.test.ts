import type { ChatConversation, ChatConversations, ChatMessage, ChatPage } from '@playline/contract';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '#app/test/factories.ts';
import { testKey } from '#app/test/staff-keys.ts';
import type { TestClient } from '#app/test/test-client.ts';
import { userChannel } from '../hub/channels';
import { ChannelRecorder } from '../notifications/channel-recorder';
import { chatPlayer, consoleCall, OWNER_KEY, useChatApp } from './test-kit';

const say = async (client: TestClient, body: string) => {
  const response = await client.post('/api/chat/messages', { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ChatMessage>();
};

describe('the support chat, operator console (issue 9)', () => {
  const opened = useChatApp();
  const call = (...args: Parameters<typeof consoleCall> extends [unknown, ...infer Rest] ? Rest : never) =>
    consoleCall(opened.app, ...args);
  const reply = async (userId: number, body: string, operatorName = 'Maria') => {
    const response = await call('POST', `/api/admin/chat/conversations/${userId}/messages`, { body, operatorName });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ChatMessage>();
  };
  const conversations = async (since?: number) => {
    const response = await call('GET', `/api/admin/chat/conversations${since === undefined ? '' : `?since=${since}`}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChatConversations>();
  };
  /** Which of `userIds` the list holds, in its order (other test files may chat on a shared database meanwhile). */
  const listed = (list: ChatConversations, ...userIds: number[]) =>
    list.conversations.map((conversation) => conversation.userId).filter((userId) => userIds.includes(userId));
  const byUser = (list: ChatConversations, userId: number): ChatConversation | undefined =>
    list.conversations.find((conversation) => conversation.userId === userId);

  it('needs an operator with support.chat: 401 without a key or with a wrong one, 403 for a role without it', async () => {
    const { userId } = await chatPlayer(opened.app);
    const calls = [
      ['GET', '/api/admin/chat/conversations'],
      ['GET', `/api/admin/chat/conversations/${userId}/messages`],
      ['POST', `/api/admin/chat/conversations/${userId}/messages`, { body: 'hi', operatorName: 'Maria' }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body, null)).statusCode, url).toBe(401);
      expect((await call(method, url, body, `${OWNER_KEY.slice(0, -1)}x`)).statusCode, url).toBe(401);
      const trader = await call(method, url, body, testKey('trader'));
      expect(trader.statusCode, url).toBe(403);
      expect(trader.json()).toMatchObject({ statusCode: 403, message: expect.stringContaining('Trader role') });
    }
  });

  it("lists conversations that moved since the cursor, latest first, counting the player's unanswered messages", async () => {
    const { cursor: start } = await conversations();
    const alice = await chatPlayer(opened.app);
    const bob = await chatPlayer(opened.app);
    await say(alice.client, 'first');
    await say(alice.client, 'second');
    expect(byUser(await conversations(start), alice.userId)).toMatchObject({ unanswered: 2 });

    await reply(alice.userId, 'Hello, how can I help?');
    expect(byUser(await conversations(start), alice.userId)).toMatchObject({
      unanswered: 0,
      lastMessage: { sender: 'operator', operatorName: 'Maria' },
    });
    const last = await say(alice.client, 'my withdrawal');
    await say(bob.client, 'bob here');

    const list = await conversations(start);
    expect(listed(list, alice.userId, bob.userId)).toEqual([bob.userId, alice.userId]);
    expect(byUser(list, alice.userId)).toEqual({
      userId: alice.userId,
      userName: alice.userName,
      brandKey: 'hellas',
      brandName: 'Hellas Bet',
      lastMessage: last,
      unanswered: 1,
      updatedAt: last.createdAt,
    });
    expect(byUser(list, bob.userId)).toMatchObject({ unanswered: 1, lastMessage: { body: 'bob here' } });

    // Nothing new since the cursor: neither comes back. A new message brings back its conversation only.
    const quiet = await conversations(list.cursor);
    expect(listed(quiet, alice.userId, bob.userId)).toEqual([]);
    expect(quiet.cursor).toBeGreaterThanOrEqual(list.cursor);
    const later = await say(alice.client, 'anyone?');
    const next = await conversations(quiet.cursor);
    expect(next.cursor).toBeGreaterThanOrEqual(later.id);
    expect(listed(next, alice.userId, bob.userId)).toEqual([alice.userId]);
    expect(byUser(next, alice.userId)).toMatchObject({ unanswered: 2 });
  });

  it("reads one player's conversation in pages, oldest first", async () => {
    const { client, userId } = await chatPlayer(opened.app);
    await say(client, 'a');
    await say(client, 'b');
    await reply(userId, 'c');
    const response = await call('GET', `/api/admin/chat/conversations/${userId}/messages?limit=2`);
    expect(response.statusCode).toBe(200);
    const page = response.json<ChatPage>();
    expect(page.hasMore).toBe(true);
    expect(page.messages.map((message) => [message.sender, message.body])).toEqual([
      ['player', 'b'],
      ['operator', 'c'],
    ]);
    const after = await call('GET', `/api/admin/chat/conversations/${userId}/messages?after=${page.messages[1]?.id}`);
    expect(after.json()).toEqual({ messages: [], hasMore: false });
  });

  it("delivers a reply to the player's hub channel and their history", async () => {
    const { client, userId } = await chatPlayer(opened.app);
    await say(client, 'is anyone there?');
    const recorder = await ChannelRecorder.on(opened.bus, userChannel(userId));
    const answer = await reply(userId, '  Yes, Maria here.  ', '  Maria  ');
    expect(answer).toEqual({
      id: expect.any(Number),
      sender: 'operator',
      operatorName: 'Maria',
      body: 'Yes, Maria here.',
      createdAt: expect.any(String),
    });
    expect(await recorder.take()).toEqual([{ type: 'chat', message: answer }]);
    const history = (await client.get('/api/chat/messages')).json<ChatPage>();
    expect(history.messages.map((message) => message.body)).toEqual(['is anyone there?', 'Yes, Maria here.']);
  });

  it('answers 404 for a user that does not exist or whose brand has no chat, and 400 for bad input', async () => {
    const body = { body: 'hi', operatorName: 'Maria' };
    expect((await call('POST', '/api/admin/chat/conversations/2000000000/messages', body)).statusCode).toBe(404);
    const noChat = await createPlayer(opened.app, { brandKey: 'playline' });
    const refused = await call('POST', `/api/admin/chat/conversations/${noChat.userId}/messages`, body);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await call('GET', `/api/admin/chat/conversations/${noChat.userId}/messages`)).statusCode).toBe(404);

    const { userId } = await chatPlayer(opened.app);
    const url = `/api/admin/chat/conversations/${userId}/messages`;
    for (const bad of [
      { body: 'hi' },
      { body: '', operatorName: 'Maria' },
      { body: 'hi', operatorName: '' },
      { body: 'hi', operatorName: 'Maria\nSmith' },
      { body: 'hi', operatorName: 'x'.repeat(41) },
      { body: 'x'.repeat(2001), operatorName: 'Maria' },
    ]) {
      expect((await call('POST', url, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    for (const path of ['abc', '0', '-3', '99999999999']) {
      expect((await call('GET', `/api/admin/chat/conversations/${path}/messages`)).statusCode, path).toBe(400);
    }
    expect((await call('GET', '/api/admin/chat/conversations?since=x')).statusCode).toBe(400);
    expect((await call('GET', `${url}`)).json()).toEqual({ messages: [], hasMore: false });
  });
});
