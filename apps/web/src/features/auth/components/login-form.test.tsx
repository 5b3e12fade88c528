import { LOGIN_REENABLE_DELAY_MS } from '@playline/contract/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import { logIn, loginForm, serveLogin } from './login-test-kit';

describe('login form validation (spec §5)', () => {
  it('says nothing while typing before the first submit, then checks the user name first on submit', async () => {
    const { sent } = serveLogin();
    const { user } = renderApp({ path: '/login' });
    const { userLogin, userPassword, submit, form } = await loginForm();
    await user.type(userLogin, 'abc');
    expect(form.queryByText('Please enter more than five letters.')).toBeNull();
    await user.click(submit);
    const error = await form.findByText('Please enter more than five letters.');
    expect(userLogin.getAttribute('aria-invalid')).toBe('true');
    expect(userLogin.getAttribute('aria-describedby')).toBe(error.id);
    expect(userPassword.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(userLogin);
    expect(sent).toEqual([]);
  });

  it('re-validates on keyup after the first attempt: fixing the user name moves the message to the password', async () => {
    serveLogin();
    const { user } = renderApp({ path: '/login' });
    const { userLogin, userPassword, submit, form } = await loginForm();
    await user.type(userLogin, 'abcd');
    await user.click(submit);
    await user.type(userLogin, 'e');
    await waitFor(() => expect(userLogin.getAttribute('aria-invalid')).toBeNull());
    expect(userPassword.getAttribute('aria-invalid')).toBe('true');
    await user.type(userPassword, 'passw');
    await waitFor(() => expect(form.queryByText('Please enter more than five letters.')).toBeNull());
  });

  it('trims both inputs: padding does not count, and trimmed values are sent with remember me', async () => {
    const { sent } = serveLogin();
    const { user } = renderApp({ path: '/login' });
    const { userLogin, userPassword, submit, form } = await loginForm();
    await user.type(userLogin, '   abc   ');
    await user.type(userPassword, 'password1');
    await user.click(submit);
    expect(await form.findByText('Please enter more than five letters.')).toBeTruthy();
    await user.clear(userLogin);
    await user.type(userLogin, '  player1  ');
    await user.clear(userPassword);
    await user.type(userPassword, ' password1 ');
    await user.click(form.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ userLogin: 'player1', userPassword: 'password1', rememberMe: true, languageId: 1 });
  });

  it('shows the password on demand with a pressed toggle named "Show password"', async () => {
    serveLogin();
    const { user } = renderApp({ path: '/login' });
    const { userPassword, form } = await loginForm();
    const toggle = form.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(userPassword.type).toBe('password');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(userPassword.type).toBe('text');
  });
});

describe('login states (spec §4, §8)', () => {
  it('disables the button while submitting and re-enables it 2 s after a failed answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { sent } = serveLogin();
    renderApp({ path: '/login' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { submit } = await logIn(user, 'player1', 'wrong-password');
    expect(submit.disabled).toBe(true);
    await waitFor(() => expect(sent).toHaveLength(1));
    // Let the answer arrive; the 2 s count starts from it.
    await act(async () => {});
    act(() => {
      vi.advanceTimersByTime(LOGIN_REENABLE_DELAY_MS - 150);
    });
    expect(submit.disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('shows the message as sanitised HTML in an alert titled Alert that closes itself after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveLogin({ message: '<b>Wrong</b> password<img src="x" onerror="alert(1)">' });
    renderApp({ path: '/login' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await logIn(user, 'player1', 'wrong-password');
    const dialog = await screen.findByRole('alertdialog', { name: 'Alert' });
    act(() => {
      vi.advanceTimersByTime(4500);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    await waitFor(() => expect(dialog.querySelector('b')?.textContent).toBe('Wrong'));
    expect(dialog.textContent).toContain('Wrong password');
    expect(dialog.innerHTML).not.toContain('onerror');
    act(() => {
      vi.advanceTimersByTime(700);
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('links to forgot password and register; contact us only on the site that asks for it (44)', async () => {
    serveLogin();
    const web = renderApp({ siteId: 1, path: '/login' });
    let { form } = await loginForm();
    expect(form.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(form.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(form.queryByRole('link', { name: 'Contact us' })).toBeNull();
    web.unmount();

    const greek = renderApp({ siteId: 44, path: '/login' });
    const greekForm = within(await screen.findByRole('form', { name: 'Σύνδεση' }));
    expect(greekForm.getByRole('link', { name: 'Επικοινωνία' }).getAttribute('href')).toBe('/help/contact-us');
    expect(greekForm.getByRole('link', { name: 'Δημιουργία λογαριασμού' })).toBeTruthy();
    greek.unmount();

    const international = renderApp({ siteId: 149, path: '/login' });
    ({ form } = await loginForm());
    expect(form.queryByRole('link', { name: 'Contact us' })).toBeNull();
    international.unmount();
  });

  it('hides Register on shop sites (54) and on brands that hide registration (123)', async () => {
    serveLogin();
    for (const siteId of [54, 123]) {
      const view = renderApp({ siteId, path: '/login' });
      const form = within(await screen.findByRole('form', { name: /Log in|Σύνδεση/ }));
      expect(form.getByRole('link', { name: /Forgot your password\?|Ξεχάσατε/ })).toBeTruthy();
      expect(form.queryByRole('link', { name: /Create an account|Δημιουργία λογαριασμού/ })).toBeNull();
      view.unmount();
    }
  });
});
