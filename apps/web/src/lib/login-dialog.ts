/**
 * Opens the full-screen login dialog from anywhere (the header's Log in, the account guard, later the bet slip)
 * without importing it: the shell's host loads the dialog on demand when a request arrives.
 */
export interface LoginRequest {
  /** Where the player wanted to go; sent with the login and followed when the server asks for the redirect. */
  returnUrl?: string;
}

let current: LoginRequest | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function openLoginDialog(request: LoginRequest = {}): void {
  current = { ...request };
  changed();
}

export function closeLoginDialog(): void {
  if (!current) return;
  current = null;
  changed();
}

/** The open request, or null while the dialog is closed. */
export function currentLoginRequest(): LoginRequest | null {
  return current;
}

export function subscribeLoginDialog(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Test helper. */
export function resetLoginDialog(): void {
  current = null;
  listeners.clear();
}
