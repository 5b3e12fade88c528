import { createStore } from 'zustand/vanilla';

export interface AlertOptions {
  title: string;
  message: string;
  /** The message is server HTML (sanitised before it is shown), e.g. the login message of spec §8. */
  html?: boolean;
  /** Closes by itself after this many milliseconds. */
  autoCloseMs?: number;
}

export interface PendingAlert extends AlertOptions {
  id: number;
}

type Entry = { alert: PendingAlert; resolve: () => void };

/** The alerts waiting, the first one on screen. */
const alerts = createStore<{ queue: Entry[] }>()(() => ({ queue: [] }));
let counter = 0;

/** Opens an alert dialog (one at a time, in order); resolves when the user closes it. */
export function alert(options: AlertOptions): Promise<void> {
  counter += 1;
  const id = counter;
  return new Promise<void>((resolve) => {
    alerts.setState(({ queue }) => ({ queue: [...queue, { alert: { ...options, id }, resolve }] }));
  });
}

/** The alert on screen, or null. */
export function currentAlert(): PendingAlert | null {
  return alerts.getState().queue[0]?.alert ?? null;
}

/** Closes the alert with this id and resolves its promise. */
export function closeAlert(id: number): void {
  const { queue } = alerts.getState();
  const entry = queue.find((item) => item.alert.id === id);
  if (!entry) return;
  alerts.setState({ queue: queue.filter((item) => item !== entry) });
  entry.resolve();
}

export const subscribeAlerts: (listener: () => void) => () => void = alerts.subscribe;
