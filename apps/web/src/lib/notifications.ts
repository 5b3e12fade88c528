import { NOTIFICATION_DEFAULT_POSITION, NOTIFICATION_DEFAULT_TIMEOUT_MS } from '@playline/contract/constants';
import type { NotificationPayload } from '@playline/contract/notifications';

export type NotificationKind = 'info' | 'positive' | 'negative' | 'warning';
export type NotificationPosition = 'top' | 'bottom';

/** A toast ready to show: the contract's payload with its defaults filled in. */
export interface AppNotification {
  id: string;
  kind: NotificationKind;
  position: NotificationPosition;
  title: string;
  body: string;
  actions: { caption: string; link: string }[];
  /** 0..100 draws a progress bar; null hides it. */
  progress: number | null;
  /** Milliseconds; 0 keeps the toast until dismissed. */
  timeout: number;
}

export interface NotifyOptions extends NotificationPayload {
  kind?: NotificationKind;
  position?: NotificationPosition;
  /** Notifying again with the same id updates that toast instead of stacking a copy. */
  id?: string;
}

/** Whatever renders toasts (the lazily loaded toast viewport) connects here. */
export interface NotificationSink {
  show(notification: AppNotification): void;
  dismiss(id: string): void;
}

let sink: NotificationSink | null = null;
let pending: AppNotification[] = [];
let counter = 0;
const waiting = new Set<() => void>();

function resolve(options: NotifyOptions): AppNotification {
  counter += 1;
  return {
    id: options.id ?? `notification-${counter}`,
    kind: options.kind ?? 'info',
    position: options.position ?? NOTIFICATION_DEFAULT_POSITION,
    title: options.title,
    body: options.body,
    actions: options.actions ?? [],
    progress: options.progress ?? null,
    timeout: options.timeout ?? NOTIFICATION_DEFAULT_TIMEOUT_MS,
  };
}

/** Shows a toast (bottom and 5000 ms by default, spec §9); returns its id. Callable before any UI is loaded. */
export function notify(options: NotifyOptions): string {
  const notification = resolve(options);
  if (sink) {
    sink.show(notification);
  } else {
    pending = [...pending.filter((item) => item.id !== notification.id), notification];
    for (const listener of waiting) listener();
  }
  return notification.id;
}

export function dismissNotification(id: string): void {
  pending = pending.filter((item) => item.id !== id);
  sink?.dismiss(id);
}

/** Connects the renderer and hands it every toast raised before it loaded. */
export function connectNotificationSink(next: NotificationSink): () => void {
  sink = next;
  const queued = pending;
  pending = [];
  for (const notification of queued) next.show(notification);
  return () => {
    if (sink === next) sink = null;
  };
}

/** For the host that loads the renderer on demand: true once anything was notified. */
export function hasPendingNotifications(): boolean {
  return pending.length > 0;
}

export function onPendingNotification(listener: () => void): () => void {
  waiting.add(listener);
  return () => {
    waiting.delete(listener);
  };
}

/** Test helper: forgets queued toasts and the connected renderer. */
export function resetNotifications(): void {
  sink = null;
  pending = [];
  waiting.clear();
}
