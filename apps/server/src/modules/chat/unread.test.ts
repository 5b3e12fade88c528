import type { ChatMessage } from '@playline/contract';
import { describe, expect, it } from 'vitest';
import { TestClient } from '#app/test/test-client.ts';
import { CHAT_SITE, chatPlayer, consoleCall, useChatApp } from './test-kit';

describe('unread support replies (issue 21)', () => {
  const opened = useChatApp();
  const reply = async (userId: number, body: string) => {
    const response = await consoleCall(opened.app, 'POST', `/api/admin/chat/conversations/${userId}/messages`, {
      body,
      operatorName: 'Maria',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ChatMessage>();
  };
  const unread = async (client: TestClient) => (await client.get('/api/chat/unread')).json().unread;

  it('counts replies the player has not read, on the server, until they read them', async () => {
    const { client, userId } = await chatPlayer(opened.app);
    expect(await unread(client)).toBe(0);
    const mine = (await client.post('/api/chat/messages', { body: 'Where is my withdrawal?' })).json<ChatMessage>();
    expect(await unread(client)).toBe(0);
    await reply(userId, 'It is on its way.');
    const second = await reply(userId, 'It pays out within two minutes.');
    expect(await unread(client)).toBe(2);
    // Read up to the first reply only: one is left. Reading never goes backwards.
    expect((await client.post('/api/chat/read', { upTo: second.id - 1 })).json()).toEqual({ unread: 1 });
    expect((await client.post('/api/chat/read', { upTo: mine.id })).json()).toEqual({ unread: 1 });
    expect((await client.post('/api/chat/read', { upTo: second.id })).json()).toEqual({ unread: 0 });
    // A made-up id beyond the conversation marks no future reply read.
    await client.post('/api/chat/read', { upTo: 2_000_000_000 });
    await reply(userId, 'Anything else?');
    expect(await unread(client)).toBe(1);
  });

  it('answers 400 to a bad mark, 401 to a visitor and 404 on a brand without chat', async () => {
    const { client } = await chatPlayer(opened.app);
    expect((await client.post('/api/chat/read', { upTo: -1 })).statusCode).toBe(400);
    expect((await client.post('/api/chat/read', {})).statusCode).toBe(400);
    const visitor = new TestClient(opened.app, `site${CHAT_SITE}.localhost`);
    expect((await visitor.get('/api/chat/unread')).statusCode).toBe(401);
    expect((await new TestClient(opened.app, 'site1.localhost').get('/api/chat/unread')).statusCode).toBe(404);
  });
});
