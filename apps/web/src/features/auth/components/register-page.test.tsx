import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { loggedIn } from '#app/test/session.ts';

interface Sent {
  path: string;
  method: string;
  body: unknown;
}

/** The registration call answered by `answer`; the limits calls answered 200; every call under /api/client kept. */
function serveRegister(answer: () => Response) {
  const sent: Sent[] = [];
  let registered = false;
  mockFetch((url, init) => {
    const call = {
      path: url.pathname,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    if (url.pathname === '/api/auth/register') {
      sent.push(call);
      const response = answer();
      registered = response.status === 201;
      return response;
    }
    if (url.pathname.startsWith('/api/client/rg/')) {
      sent.push(call);
      return json({});
    }
    if (url.pathname === '/api/auth/checkLoginStatus' && registered) return json(loggedIn());
    return undefined;
  });
  return sent;
}

type User = ReturnType<typeof renderApp>['user'];
type Form = ReturnType<typeof within>;

const VALID = {
  'First name': 'Maria',
  'Last name': 'Papadopoulou',
  'User name': 'newplayer',
  Email: 'new@example.com',
  Password: 'a-long-passphrase',
  'Date of birth': '12/04/1990',
};

async function fill(user: User, values: Record<string, string>, name = 'Create your account') {
  const form = within(await screen.findByRole('form', { name }));
  for (const [label, value] of Object.entries(values)) await user.type(form.getByLabelText(label), value);
  return form;
}

/** Country, both acceptances, then Create account (English labels). */
async function completeAndSubmit(user: User, form: Form) {
  await user.selectOptions(form.getByLabelText('Country of residence'), 'GR');
  await user.click(form.getByRole('checkbox', { name: 'I accept the terms and conditions.' }));
  await user.click(form.getByRole('checkbox', { name: 'I have read and accept the privacy notice.' }));
  await user.click(form.getByRole('button', { name: 'Create account' }));
}

describe('registration', () => {
  it('checks every field like the server before sending anything', async () => {
    const sent = serveRegister(() => json({}, 500));
    const { user } = renderApp({ path: '/register' });
    const form = await fill(user, {
      'Last name': '4 Main Street',
      'User name': 'ab',
      Password: 'short',
      Email: 'nope',
      'Date of birth': '01/01/2015',
    });
    await user.click(form.getByRole('button', { name: 'Create account' }));
    for (const message of [
      'Please enter your first name: letters, spaces, apostrophes, dots or dashes.',
      'Please enter your last name: letters, spaces, apostrophes, dots or dashes.',
      'The user name must be 5 to 30 characters long.',
      'The password must be 8 to 128 characters long.',
      'Please enter a valid email address.',
      'You must be at least 18 years old to register.',
      'Please choose your country of residence.',
      'Please accept the terms and conditions to register.',
      'Please accept the privacy notice to register.',
    ]) {
      expect(form.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(form.getByLabelText('First name'));
    expect(sent).toEqual([]);
  });

  it('requires 21 on the Greek market (site 44), lists Greece first and links the terms and privacy pages', async () => {
    serveRegister(() => json({}, 500));
    const { user } = renderApp({ siteId: 44, path: '/register' });
    const form = within(await screen.findByRole('form', { name: 'Δημιουργήστε τον λογαριασμό σας' }));
    const year = new Date().getUTCFullYear() - 20;
    await user.type(form.getByLabelText('Ημερομηνία γέννησης'), `01/01/${year}`);
    await user.click(form.getByRole('button', { name: 'Δημιουργία λογαριασμού' }));
    expect(form.getByText('Πρέπει να είστε τουλάχιστον 21 ετών για να εγγραφείτε.')).toBeTruthy();
    const countries = within(form.getByLabelText('Χώρα διαμονής')).getAllByRole('option');
    expect(countries.slice(0, 2).map((option) => option.textContent)).toEqual(['Επιλέξτε τη χώρα σας', 'Ελλάδα']);
    const terms = form.getByRole('link', { name: 'όρους και προϋποθέσεις' });
    expect([terms.getAttribute('href'), terms.getAttribute('target')]).toEqual(['/help/terms', '_blank']);
    expect(form.getByRole('link', { name: 'πολιτική απορρήτου' }).getAttribute('href')).toBe('/help/privacy');
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
    await completeAndSubmit(user, form);
    const taken = await form.findByText('This user name is already taken.');
    expect(form.getByLabelText('User name').getAttribute('aria-describedby')).toContain(taken.id);
    expect(form.getByText('This password is too common.')).toBeTruthy();
  });

  it('sends who the player is and what they accepted, logs them in and sends them home (no limits step on site 1)', async () => {
    const sent = serveRegister(() => json({ userId: 7, userName: 'newplayer' }, 201));
    const { user, router, store } = renderApp({ path: '/register' });
    const form = await fill(user, { ...VALID, 'First name': '  Maria  Elena ' });
    await completeAndSubmit(user, form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent.map((call) => call.body)).toEqual([
      {
        ...{ firstName: 'Maria Elena', lastName: 'Papadopoulou', userName: 'newplayer', email: 'new@example.com' },
        ...{ password: 'a-long-passphrase', dateOfBirth: '1990-04-12', countryCode: 'GR', currencyCode: 'EUR' },
        ...{ acceptTerms: true, acceptPrivacy: true, languageId: 1 },
      },
    ]);
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

describe('the mandatory limits step (Greek market)', () => {
  it('follows the account, needs a deposit limit and a time limit, saves both and then sends the player home', async () => {
    const sent = serveRegister(() => json({ userId: 7, userName: 'newplayer' }, 201));
    const { user, router } = renderApp({ siteId: 44, path: '/register' });
    const form = within(await screen.findByRole('form', { name: 'Δημιουργήστε τον λογαριασμό σας' }));
    const greek = {
      Όνομα: 'Μαρία',
      Επώνυμο: 'Παπαδοπούλου',
      'Όνομα χρήστη': 'newplayer',
      Email: 'new@example.com',
      'Κωδικός πρόσβασης': 'a-long-passphrase',
      'Ημερομηνία γέννησης': '12/04/1990',
    };
    for (const [label, value] of Object.entries(greek)) await user.type(form.getByLabelText(label), value);
    await user.selectOptions(form.getByLabelText('Χώρα διαμονής'), 'GR');
    await user.click(form.getByRole('checkbox', { name: 'Αποδέχομαι τους όρους και προϋποθέσεις.' }));
    await user.click(form.getByRole('checkbox', { name: 'Διάβασα και αποδέχομαι την πολιτική απορρήτου.' }));
    await user.click(form.getByRole('button', { name: 'Δημιουργία λογαριασμού' }));

    const step = within(await screen.findByRole('form', { name: 'Ορίστε τα όριά σας' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Ορίστε τα όριά σας' })).toBeTruthy();
    await user.click(step.getByRole('button', { name: 'Αποθήκευση ορίων' }));
    expect(step.getByText('Συμπληρώστε ποσό από 1,00 € έως 1.000.000,00 €.')).toBeTruthy();
    expect(step.getByText('Επιλέξτε όριο χρόνου συνεδρίας.')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.click(step.getByRole('radio', { name: '7 ημέρες' }));
    await user.type(step.getByLabelText('Μέγιστη κατάθεση σε 7 ημέρες'), '250,50');
    await user.selectOptions(step.getByLabelText('Όριο χρόνου συνεδρίας'), '7200');
    await user.click(step.getByRole('button', { name: 'Αποθήκευση ορίων' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      { path: '/api/client/rg/limits', method: 'PUT', body: { kind: 'deposit', period: 'week', amount: 25_050 } },
      { path: '/api/client/rg/time-limit', method: 'PUT', body: { timeLimitSeconds: 7200 } },
    ]);
  });
});
