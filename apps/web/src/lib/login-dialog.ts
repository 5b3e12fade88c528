import { createStore } from 'zustand/vanilla';

/**
 * Opens the full-screen login dialog from anywhere (the header's Log in, the account guard, later the bet slip)
 * without importing it: the shell's host loads the dialog on demand when a request arrives.
 */
export interface LoginRequest {
  /** Where the player wanted to go; sent with the login and followed when the server asks for the redirect. */
  returnUrl?: string;
}

const login = createStore<{ request: LoginRequest | null }>()(() => ({ request: null }));

export function openLoginDialog(request: LoginRequest = {}): void {
  login.setState({ request: { ...request } });
}

export function closeLoginDialog(): void {
  login.setState({ request: null });
}

/** The open request, or null while the dialog is closed. */
export function currentLoginRequest(): LoginRequest | null {
  return login.getState().request;
}

export const subscribeLoginDialog: (listener: () => void) => () => void = login.subscribe;
