import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '#app/lib/notifications.ts';
import { connectNotificationSink } from '#app/lib/notifications.ts';
import { FakeHubSocket } from '#app/lib/realtime/fake-hub-socket.ts';
import { getHub } from '#app/lib/realtime/hub.ts';
import { installFakeHub } from '#app/lib/realtime/hub-test-kit.ts';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import { cacheUser, PLAYER } from '#app/test/session.ts';
import { chatMessage, serveChat } from '../chat-test-kit';
import { ChatEntryLink } from './chat-entry-link';
import { ChatPage } from './chat-page';
import { ChatReplyNotifier } from './chat-reply-notifier';

/** The header's chat entry and the session's notifier, as a player elsewhere in the app has them. */
function elsewhere(path: string) {
  cacheUser();
  return renderWithProviders(
    <>
      <ChatEntryLink className="entry" loggedIn />
      <ChatReplyNotifier />
    </>,
    { path },
  );
}

describe('support replies while the player is elsewhere (issue 21)', () => {
  it('shows a toast and counts the reply on the chat entry, as the server says', async () => {
    installFakeHub();
    let unread = 0;
    mockFetch((url) => (url.pathname === '/api/chat/unread' ? json({ unread }) : undefined));
    const toasts: AppNotification[] = [];
    connectNotificationSink({ show: (toast) => toasts.push(toast), dismiss: () => undefined });
    elsewhere('/sports');
    expect(await screen.findByRole('link', { name: 'Chat' })).toBeTruthy();
    getHub();
    act(() => FakeHubSocket.latest.open({ userId: PLAYER.userId }));
    unread = 1;
    const reply = chatMessage({ sender: 'operator', operatorName: 'Maria', body: 'Your withdrawal is paid.' });
    act(() => FakeHubSocket.latest.receive({ type: 'chat', message: reply }));
    expect(await screen.findByRole('link', { name: 'Chat, 1 unread' })).toBeTruthy();
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'New reply from support',
        body: 'Your withdrawal is paid.',
        actions: [{ caption: 'Open chat', link: '/chat' }],
      }),
    ]);
    // The player's own message from another tab is no news.
    act(() => FakeHubSocket.latest.receive({ type: 'chat', message: chatMessage({ body: 'thanks' }) }));
    expect(toasts).toHaveLength(1);
  });

  it('reads the count from the server after a reload, and shows no toast on the chat page itself', async () => {
    installFakeHub();
    mockFetch((url) => (url.pathname === '/api/chat/unread' ? json({ unread: 3 }) : undefined));
    const toasts: AppNotification[] = [];
    connectNotificationSink({ show: (toast) => toasts.push(toast), dismiss: () => undefined });
    elsewhere('/chat');
    expect(await screen.findByRole('link', { name: 'Chat, 3 unread' })).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    getHub();
    act(() => FakeHubSocket.latest.open({ userId: PLAYER.userId }));
    act(() => FakeHubSocket.latest.receive({ type: 'chat', message: chatMessage({ sender: 'operator', body: 'hi' }) }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Chat, 3 unread' })).toBeTruthy());
    expect(toasts).toEqual([]);
  });

  it('marks the conversation read up to its newest message when the player opens it, which clears the badge', async () => {
    const marks: unknown[] = [];
    const asked = chatMessage({ body: 'Help?' });
    const newest = chatMessage({ sender: 'operator', body: 'Done.' });
    serveChat([asked, newest], (url, init) => {
      if (url.pathname === '/api/chat/unread') return json({ unread: marks.length > 0 ? 0 : 1 });
      if (url.pathname !== '/api/chat/read') return undefined;
      marks.push(JSON.parse(String(init.body)));
      return json({ unread: 0 });
    });
    cacheUser();
    renderWithProviders(
      <>
        <ChatEntryLink className="entry" loggedIn />
        <ChatPage />
      </>,
      { path: '/chat' },
    );
    expect(await screen.findByText('Done.')).toBeTruthy();
    await waitFor(() => expect(marks).toEqual([{ upTo: newest.id }]));
    expect(await screen.findByRole('link', { name: 'Chat' })).toBeTruthy();
  });
});
