import type { ChatConversation, ChatConversations, ChatMessage } from '@playline/contract/chat';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import { chatMessage } from '../chat-test-kit';
import { AdminChatPage } from './admin-chat-page';

const TOKEN = 'console-test-token-0001';

function conversation(userId: number, userName: string, last: ChatMessage, unanswered: number): ChatConversation {
  return {
    userId,
    userName,
    brandKey: 'hellas',
    brandName: 'Hellas Bet',
    lastMessage: last,
    unanswered,
    updatedAt: last.createdAt,
  };
}

/** Plays the console's API: the token, the list (with `since`), one conversation and replies. */
function serveConsole() {
  const question = chatMessage({ body: 'Is my bet void?' });
  const state = {
    authorizations: [] as (string | null)[],
    sinces: [] as (string | null)[],
    replies: [] as unknown[],
    list: {
      conversations: [conversation(21, 'anna', question, 1), conversation(22, 'bob', chatMessage(), 0)],
      cursor: question.id,
    } as ChatConversations,
    messages: [question],
  };
  mockFetch((url, init) => {
    if (!url.pathname.startsWith('/api/admin/chat/')) return undefined;
    const authorization = new Headers(init.headers).get('Authorization');
    state.authorizations.push(authorization);
    if (authorization !== `Bearer ${TOKEN}`) {
      return json(
        { statusCode: 401, error: 'Unauthorized', message: 'Sign in to the back office, or send an API key' },
        401,
      );
    }
    if (url.pathname === '/api/admin/chat/conversations') {
      state.sinces.push(url.searchParams.get('since'));
      return json(url.searchParams.has('since') ? { conversations: [], cursor: state.list.cursor } : state.list);
    }
    if (url.pathname === '/api/admin/chat/conversations/21/messages') {
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { body: string; operatorName: string };
        state.replies.push(body);
        return json(chatMessage({ sender: 'operator', ...body }), 201);
      }
      return json({ messages: url.searchParams.has('after') ? [] : state.messages, hasMore: false });
    }
    return undefined;
  });
  return state;
}

describe('the support console', () => {
  it('asks for the token, refuses a wrong one, and keeps a good one in session storage only', async () => {
    const state = serveConsole();
    const { user } = renderWithProviders(<AdminChatPage />, { path: '/admin/chat' });
    await user.type(screen.getByLabelText('API key'), 'wrong-token');
    await user.click(screen.getByRole('button', { name: 'Open the console' }));
    expect(await screen.findByText('The server refused this key.')).toBeTruthy();

    await user.clear(screen.getByLabelText('API key'));
    await user.type(screen.getByLabelText('API key'), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Open the console' }));
    expect(await screen.findByRole('heading', { name: 'Conversations' })).toBeTruthy();
    expect(sessionStorage.getItem('chat_console_token')).toBe(JSON.stringify(TOKEN));
    expect(JSON.stringify({ ...localStorage })).not.toContain(TOKEN);
    expect(state.authorizations).toContain(`Bearer ${TOKEN}`);
  });

  it('lists conversations with unanswered badges, opens one and answers with the operator name', async () => {
    sessionStorage.setItem('chat_console_token', JSON.stringify(TOKEN));
    const state = serveConsole();
    const { user, router } = renderWithProviders(<AdminChatPage />, { path: '/admin/chat' });
    const anna = await screen.findByRole('button', { name: /anna/ });
    expect(within(anna).getByText('1 unanswered')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /bob/ })).queryByText(/unanswered/)).toBeNull();

    await user.click(anna);
    expect(router.state.location.search).toBe('?user=21');
    expect(await screen.findByText('Is my bet void?', { selector: 'p' })).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    await user.type(screen.getByLabelText('Reply'), 'No, it stands.');
    expect(screen.getByText('Enter your name before replying.')).toBeTruthy();
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText('Your name (players see it)'), 'Maria');
    await user.click(send);
    await waitFor(() => expect(state.replies).toEqual([{ body: 'No, it stands.', operatorName: 'Maria' }]));
    expect(await screen.findByText('No, it stands.')).toBeTruthy();
    // The list asks only for what moved since its cursor after the first load.
    await waitFor(() => expect(state.sinces.at(-1)).toBe(String(state.list.cursor)));
  });

  it('goes back to the token form when the server refuses the stored token', async () => {
    sessionStorage.setItem('chat_console_token', JSON.stringify('rotated-token'));
    serveConsole();
    renderWithProviders(<AdminChatPage />, { path: '/admin/chat' });
    expect(await screen.findByText('The server refused this key.')).toBeTruthy();
    expect(sessionStorage.getItem('chat_console_token')).toBeNull();
  });
});
