import * as content from '@playline/contract/api/content';
import { CONNECTIVITY_CHECK_INTERVAL_MS } from '@playline/contract/constants';
import { send } from './api-client';

/**
 * `HEAD /api/1x1.png?timestamp=…` (spec §7): online only on status 200, offline on anything else or no answer.
 * It goes around the reporting client on purpose: a failed probe must not raise the generic error toast.
 */
export async function probeConnectivity(): Promise<boolean> {
  try {
    // HEAD, not the route's GET: the status is all it needs, and the server answers HEAD for every GET.
    const response = await send(content.probeConnectivity.path, { method: 'HEAD', query: { timestamp: Date.now() } });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Probes every 10 minutes and on the browser's online/offline events; reports only the latest probe's answer. */
export function watchConnectivity(
  onChange: (online: boolean) => void,
  intervalMs: number = CONNECTIVITY_CHECK_INTERVAL_MS,
): () => void {
  let latest = 0;
  let stopped = false;
  const check = () => {
    latest += 1;
    const ticket = latest;
    void probeConnectivity().then((online) => {
      if (!stopped && ticket === latest) onChange(online);
    });
  };
  const timer = window.setInterval(check, intervalMs);
  window.addEventListener('online', check);
  window.addEventListener('offline', check);
  return () => {
    stopped = true;
    window.clearInterval(timer);
    window.removeEventListener('online', check);
    window.removeEventListener('offline', check);
  };
}
