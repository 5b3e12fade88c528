import { NOTIFICATION_DEFAULT_POSITION, NOTIFICATION_DEFAULT_TIMEOUT_MS } from '@playline/contract/constants';
import type { NotificationPayload } from '@playline/contract/notifications';
import { createStore } from 'zustand/vanilla';

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

/** The renderer once it is connected; until then, the toasts raised before it loaded. */
const toasts = createStore<{ sink: NotificationSink | null; pending: AppNotification[] }>()(() => ({
  sink: null,
  pending: [],
}));
let counter = 0;

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
  const { sink, pending } = toasts.getState();
  if (sink) sink.show(notification);
  else toasts.setState({ pending: [...pending.filter((item) => item.id !== notification.id), notification] });
  return notification.id;
}

export function dismissNotification(id: string): void {
  const { sink, pending } = toasts.getState();
  toasts.setState({ pending: pending.filter((item) => item.id !== id) });
  sink?.dismiss(id);
}

/** Connects the renderer and hands it every toast raised before it loaded. */
export function connectNotificationSink(next: NotificationSink): () => void {
  const queued = toasts.getState().pending;
  toasts.setState({ sink: next, pending: [] });
  for (const notification of queued) next.show(notification);
  return () => {
    if (toasts.getState().sink === next) toasts.setState({ sink: null });
  };
}

/** For the host that loads the renderer on demand: true once anything was notified. */
export function hasPendingNotifications(): boolean {
  return toasts.getState().pending.length > 0;
}

export function onPendingNotification(listener: () => void): () => void {
  return toasts.subscribe(({ pending }) => {
    if (pending.length > 0) listener();
  });
}
