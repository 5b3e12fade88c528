import { MessageCircle } from 'lucide-react';
import { type ComponentType, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ChatEntryLinkProps } from '#app/features/chat/components/chat-entry-link.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

let loaded: ComponentType<ChatEntryLinkProps> | null = null;

/**
 * The header's chat entry. Its unread badge is its own chunk (issue 21: the first load of /sports stays in its
 * budget); until it arrives a plain link to /chat stands in. Not a Suspense boundary: the prerender (renderToString)
 * cannot wait for one, and would write markup the client's first render does not, so the server and the first client
 * render both draw the plain link and the badge replaces it after mounting.
 */
export function HeaderChat(props: ChatEntryLinkProps) {
  const t = useT();
  const [ChatEntryLink, setChatEntryLink] = useState(() => loaded);
  useEffect(() => {
    if (ChatEntryLink) return;
    let live = true;
    void import('#app/features/chat/components/chat-entry-link.tsx').then((module) => {
      loaded = module.ChatEntryLink;
      if (live) setChatEntryLink(() => module.ChatEntryLink);
    });
    return () => {
      live = false;
    };
  }, [ChatEntryLink]);
  if (ChatEntryLink) return <ChatEntryLink {...props} />;
  return (
    <Link to="/chat" className={props.className} aria-label={t('Header.Chat')}>
      <MessageCircle size={22} aria-hidden="true" />
    </Link>
  );
}
