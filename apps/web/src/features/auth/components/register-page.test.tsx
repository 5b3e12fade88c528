import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { loggedIn } from '../../../test/session';

function serveRegister(answer: () => Response) {
  const sent: unknown[] = [];
  let registered = false;
  mockFetch((url, init) => {
    if (url.pathname === '/api/auth/register') {
      sent.push(JSON.parse(String(init.body)));
      const response = answer();
      registered = response.status === 201;
      return response;
    }
    if (url.pathname === '/api/auth/checkLoginStatus' && registered) return json(loggedIn());
    return undefined;
  });
  return sent;
}

async function fill(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  const form = within(await screen.findByRole('form', { name: 'Create your account' }));
  for (const [label, value] of Object.entries(values)) await user.type(form.getByLabelText(label), value);
  await user.click(form.getByRole('button', { name: 'Create account' }));
  return form;
}

const VALID = {
  'User name': 'newplayer',
  Password: 'a-long-passphrase',
  Email: 'new@example.com',
  'Date of birth': '1990-04-12',
};

describe('registration', () => {
  it('checks every field like the server before sending anything', async () => {
    const sent = serveRegister(() => json({}, 500));
    const { user } = renderApp({ path: '/register' });
    const form = await fill(user, {
      'User name': 'ab',
      Password: 'short',
      Email: 'nope',
      'Date of birth': '2015-01-01',
    });
    expect(form.getByText('The user name must be 5 to 30 characters long.')).toBeTruthy();
    expect(form.getByText('The password must be 8 to 128 characters long.')).toBeTruthy();
    expect(form.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(form.getByText('You must be at least 18 years old to register.')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('User name'));
    expect(sent).toEqual([]);
  });

  it('requires 21 on the Greek market (site 44)', async () => {
    serveRegister(() => json({}, 500));
    const { user } = renderApp({ siteId: 44, path: '/register' });
    const form = within(await screen.findByRole('form', { name: 'Δημιουργήστε τον λογαριασμό σας' }));
    const year = new Date().getUTCFullYear() - 19;
    await user.type(form.getByLabelText('Ημερομηνία γέννησης'), `${year}-01-01`);
    await user.click(form.getByRole('button', { name: 'Δημιουργία λογαριασμού' }));
    expect(form.getByText('Πρέπει να είστε τουλάχιστον 21 ετών για να εγγραφείτε.')).toBeTruthy();
  });

  it("shows the server's field errors at their fields", async () => {
    serveRegister(() =>
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Please correct the highlighted fields.',
          fields: { userName: 'This user name is already taken.', password: 'This password is too common.' },
        },
        400,
      ),
    );
    const { user } = renderApp({ path: '/register' });
    const form = await fill(user, VALID);
    const taken = await form.findByText('This user name is already taken.');
    expect(form.getByLabelText('User name').getAttribute('aria-describedby')).toContain(taken.id);
    expect(form.getByText('This password is too common.')).toBeTruthy();
  });

  it('logs the new player in and sends them home', async () => {
    const sent = serveRegister(() => json({ userId: 7, userName: 'newplayer' }, 201));
    const { user, router, store } = renderApp({ path: '/register' });
    await fill(user, VALID);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent[0]).toEqual({
      ...{ userName: 'newplayer', password: 'a-long-passphrase', email: 'new@example.com' },
      dateOfBirth: '1990-04-12',
      currencyCode: 'EUR',
      languageId: 1,
    });
    await waitFor(() => expect(store.getState().user?.userName).toBe('player1'));
  });

  it('says registration is unavailable on shop sites and brands that hide it', async () => {
    mockFetch();
    for (const [siteId, text] of [
      [54, 'Η εγγραφή δεν είναι διαθέσιμη σε αυτόν τον ιστότοπο.'],
      [123, 'Registration is not available on this site.'],
    ] as const) {
      const view = renderApp({ siteId, path: '/register' });
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByRole('form')).toBeNull();
      view.unmount();
    }
  });
});
