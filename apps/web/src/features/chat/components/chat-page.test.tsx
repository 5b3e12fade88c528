import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLoginRequest } from '#app/lib/login-dialog.ts';
import { FakeHubSocket } from '#app/lib/realtime/fake-hub-socket.ts';
import { getHub } from '#app/lib/realtime/hub.ts';
import { installFakeHub } from '#app/lib/realtime/hub-test-kit.ts';
import { json } from '#app/test/fetch-mock.ts';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import { cacheUser, PLAYER } from '#app/test/session.ts';
import { chatMessage, serveChat } from '../chat-test-kit';
import { ChatPage } from './chat-page';

const thread = () => within(screen.getByRole('log', { name: 'Conversation with support' }));

function openChat() {
  cacheUser();
  return renderWithProviders(<ChatPage />, { path: '/chat' });
}

describe('the support chat page', () => {
  it('asks a visitor to log in and opens the login dialog back to this page', async () => {
    serveChat();
    const { user } = renderWithProviders(<ChatPage />, { path: '/help/chat' });
    expect(screen.getByText('Chat with our support team')).toBeTruthy();
    expect(screen.getByText('Support usually answers within a few minutes.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(currentLoginRequest()).toEqual({ returnUrl: '/help/chat' });
  });

  it("shows the player's history by day: own messages as theirs, replies with the operator's name", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    serveChat([
      chatMessage({ body: 'Where is my deposit?', createdAt: yesterday }),
      chatMessage({ sender: 'operator', operatorName: 'Maria', body: 'It arrived.', createdAt: yesterday }),
      chatMessage({ body: 'Thanks!' }),
    ]);
    openChat();
    expect(await screen.findByText('Where is my deposit?')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Yesterday' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Today' })).toBeTruthy();
    expect(screen.getByText('Maria')).toBeTruthy();
    expect(screen.getByText('Thanks!').closest('li')?.className).toMatch(/mine/);
    expect(screen.getByText('It arrived.').closest('li')?.className).toMatch(/theirs/);
  });

  it('says support answers within minutes when nothing was written yet', async () => {
    serveChat();
    openChat();
    expect(await screen.findByText('How can we help?')).toBeTruthy();
    expect(screen.getByText('Support usually answers within a few minutes.')).toBeTruthy();
  });

  it('shows a failed load with a retry that reads the conversation again', async () => {
    let fail = true;
    serveChat([chatMessage({ body: 'hello again' })], (url, init) =>
      url.pathname === '/api/chat/messages' && init.method !== 'POST' && fail
        ? json({ statusCode: 400, error: 'Bad Request', message: 'no' }, 400)
        : undefined,
    );
    const { user } = openChat();
    expect(await screen.findByText('The conversation could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('hello again')).toBeTruthy();
  });

  it('shows a message at once, keeps a failed one with "Send again", and sends it again', async () => {
    const server = serveChat();
    server.failNext.push(503);
    const { user } = openChat();
    await screen.findByText('How can we help?');
    await user.type(screen.getByLabelText('Message'), '  My withdrawal is stuck  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(await screen.findByText('Not sent.')).toBeTruthy();
    expect(thread().getByText('My withdrawal is stuck')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.queryByText('Not sent.')).toBeNull());
    expect(server.posted).toEqual(['My withdrawal is stuck', 'My withdrawal is stuck']);
    expect(thread().getAllByText('My withdrawal is stuck')).toHaveLength(1);
  });

  it('says so when messages go too fast (429), and can drop a message that was not sent', async () => {
    const server = serveChat();
    server.failNext.push(429);
    const { user } = openChat();
    await screen.findByText('How can we help?');
    await user.type(screen.getByLabelText('Message'), 'spam');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/sending messages too quickly/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('spam')).toBeNull();
  });

  it('refuses to send an empty or over-long message', async () => {
    serveChat();
    const { user } = openChat();
    await screen.findByText('How can we help?');
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Message'), '   ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('Message'));
    await user.paste('x'.repeat(2001));
    expect(screen.getByRole('alert').textContent).toContain('at most 2000 characters');
    expect((send as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an operator reply pushed on the hub without reloading, once', async () => {
    installFakeHub();
    serveChat([chatMessage({ body: 'anyone there?' })]);
    openChat();
    getHub();
    act(() => FakeHubSocket.latest.open({ userId: PLAYER.userId }));
    await screen.findByText('anyone there?');
    const reply = chatMessage({ sender: 'operator', operatorName: 'Nikos', body: 'Yes, how can I help?' });
    act(() => FakeHubSocket.latest.receive({ type: 'chat', message: reply }));
    act(() => FakeHubSocket.latest.receive({ type: 'chat', message: reply }));
    expect(await screen.findByText('Yes, how can I help?')).toBeTruthy();
    expect(screen.getAllByText('Yes, how can I help?')).toHaveLength(1);
    expect(screen.getByText('Nikos')).toBeTruthy();
  });

  it("shows its own message once when the hub's echo beats the answer to the POST", async () => {
    installFakeHub();
    let answer: (response: Response) => void = () => undefined;
    const server = serveChat([], (url, init) =>
      url.pathname === '/api/chat/messages' && init.method === 'POST'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    // The socket is open before the page, so its greeting does not read the conversation again meanwhile.
    getHub();
    act(() => FakeHubSocket.latest.open({ userId: PLAYER.userId }));
    const { user } = openChat();
    await screen.findByText('How can we help?');
    await user.type(screen.getByLabelText('Message'), 'echo me');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const stored = chatMessage({ body: 'echo me' });
    act(() => FakeHubSocket.latest.receive({ type: 'chat', message: stored }));
    // The query cache tells its observers on a later task: let it, before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(thread().getAllByText('echo me')).toHaveLength(1);
    await act(async () => answer(json(stored, 201)));
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(thread().getAllByText('echo me')).toHaveLength(1);
    expect(server.posted).toEqual([]);
  });

  it('keeps a reply pushed while the conversation was being read, and reads it again on a resync', async () => {
    installFakeHub();
    let release: () => void = () => undefined;
    let reads = 0;
    const server = serveChat([chatMessage({ body: 'anyone there?' })], (url, init) => {
      if (url.pathname !== '/api/chat/messages' || init.method === 'POST') return undefined;
      reads += 1;
      if (reads > 1) return undefined;
      // The first read answers only when the test says, with the conversation as it was before the reply.
      const page = json({ messages: [...server.messages], hasMore: false });
      return new Promise<Response>((resolve) => {
        release = () => resolve(page);
      });
    });
    getHub();
    act(() => FakeHubSocket.latest.open({ userId: PLAYER.userId }));
    openChat();
    await waitFor(() => expect(reads).toBe(1));
    const reply = chatMessage({ sender: 'operator', operatorName: 'Nikos', body: 'Here now' });
    server.messages.push(reply);
    act(() => FakeHubSocket.latest.receive({ type: 'chat', message: reply }));
    await act(async () => release());
    expect(await screen.findByText('Here now')).toBeTruthy();
    expect(thread().getByText('anyone there?')).toBeTruthy();

    // The servers lost messages between them (their Redis was down): the conversation is read again.
    act(() => FakeHubSocket.latest.receive({ type: 'resync' }));
    await waitFor(() => expect(reads).toBe(2));
  });
});
