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

let queue: Entry[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Opens an alert dialog (one at a time, in order); resolves when the user closes it. */
export function alert(options: AlertOptions): Promise<void> {
  counter += 1;
  const id = counter;
  return new Promise<void>((resolve) => {
    queue = [...queue, { alert: { ...options, id }, resolve }];
    changed();
  });
}

/** The alert on screen, or null. */
export function currentAlert(): PendingAlert | null {
  return queue[0]?.alert ?? null;
}

/** Closes the alert with this id and resolves its promise. */
export function closeAlert(id: number): void {
  const entry = queue.find((item) => item.alert.id === id);
  if (!entry) return;
  queue = queue.filter((item) => item !== entry);
  entry.resolve();
  changed();
}

export function subscribeAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Test helper. */
export function resetAlerts(): void {
  queue = [];
  listeners.clear();
}
