import type { HubNotification } from '@playline/contract/hub';
import { notify } from '#app/lib/notifications.ts';
import { getHub } from '#app/lib/realtime/hub.ts';
import { loadSanitizer } from '#app/lib/sanitize.ts';
import { htmlText, rememberToastHtml } from './toast-html';

/** Ids already shown; a notification delivered twice (two channels, a reconnect) shows once. */
const SEEN_LIMIT = 200;
const seen = new Set<string>();

function firstTime(id: string): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  for (const old of seen) {
    if (seen.size <= SEEN_LIMIT) break;
    seen.delete(old);
  }
  return true;
}

/** A hub notification as a toast: title and body are operator HTML, sanitised like every server HTML. */
export async function showHubNotification({ id, notification }: HubNotification): Promise<void> {
  if (!firstTime(id)) return;
  const sanitize = await loadSanitizer();
  const toastId = `hub-${id}`;
  const html = { title: sanitize(notification.title), body: sanitize(notification.body) };
  rememberToastHtml(toastId, html);
  notify({
    id: toastId,
    title: htmlText(html.title),
    body: htmlText(html.body),
    actions: notification.actions,
    progress: notification.progress,
    timeout: notification.timeout,
  });
}

/** Shows every hub notification of this tab as a toast, from now on; returns what stops it. */
export function listenForHubNotifications(): () => void {
  return getHub().on('notification', (message) => {
    void showHubNotification(message);
  });
}
