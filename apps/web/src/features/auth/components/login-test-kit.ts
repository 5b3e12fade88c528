import type { LoginResponse, LoginStatus } from '@playline/contract/auth';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { loggedIn } from '#app/test/session.ts';

/** The login call's bodies, in order. */
export type SentLogin = Record<string, unknown>;

/**
 * Serves POST /api/auth/login with `answer` (a failed login unless told) and, once logged in, the given status.
 * Returns the bodies the form sent.
 */
export function serveLogin(answer: Partial<LoginResponse> = {}, status: LoginStatus = loggedIn()) {
  const sent: SentLogin[] = [];
  let authenticated = false;
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/auth/login') {
      sent.push(JSON.parse(String(init.body)) as SentLogin);
      const body: LoginResponse = {
        isAuthenticated: false,
        message: '',
        shouldRedirect: false,
        returnUrl: null,
        user: null,
        ...answer,
      };
      authenticated = body.isAuthenticated;
      return json(body);
    }
    if (url.pathname === '/api/auth/checkLoginStatus' && authenticated) return json(status);
    return undefined;
  });
  return { sent, fetch };
}

export const WELCOME: Partial<LoginResponse> = {
  isAuthenticated: true,
  user: { userId: 7, userName: 'player1' },
};

/** The login form on screen (page or dialog) and its parts, in English or Greek. */
export async function loginForm() {
  const form = within(await screen.findByRole('form', { name: /^(Log in|Σύνδεση)$/ }));
  return {
    form,
    userLogin: form.getByLabelText(/^(User name|Όνομα χρήστη)$/) as HTMLInputElement,
    userPassword: form.getByLabelText(/^(Password|Κωδικός πρόσβασης)$/) as HTMLInputElement,
    submit: form.getByRole('button', { name: /^(Log in|Σύνδεση)$/ }) as HTMLButtonElement,
  };
}

/** Types both fields and submits. */
export async function logIn(user: UserEvent, userLogin = 'player1', userPassword = 'password1') {
  const parts = await loginForm();
  await user.type(parts.userLogin, userLogin);
  await user.type(parts.userPassword, userPassword);
  await user.click(parts.submit);
  return parts;
}
