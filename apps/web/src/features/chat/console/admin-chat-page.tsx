import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleKeys } from '../api/keys';
import { forgetConsoleToken, readConsoleToken, saveConsoleToken } from '../lib/console-token';
import { ChatConsole } from './chat-console';
import { TokenForm } from './token-form';

/**
 * `/admin/chat`: the support operators' console, opened with the admin token (never linked from the site). The
 * token stays in this tab's session storage; forgetting it drops everything the console loaded with it.
 */
export function AdminChatPage() {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(readConsoleToken);
  const [refused, setRefused] = useState(false);

  const accept = (next: string) => {
    saveConsoleToken(next);
    setRefused(false);
    setToken(next);
  };
  const drop = (wasRefused: boolean) => {
    forgetConsoleToken();
    queryClient.removeQueries({ queryKey: consoleKeys.all });
    setRefused(wasRefused);
    setToken(null);
  };

  if (!token) return <TokenForm onAccepted={accept} refused={refused} />;
  return <ChatConsole token={token} onRefused={() => drop(true)} onForget={() => drop(false)} />;
}

export default AdminChatPage;
