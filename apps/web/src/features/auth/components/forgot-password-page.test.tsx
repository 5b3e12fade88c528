import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';

describe('forgot password', () => {
  it('asks for a reset link by user name or email and shows the answer', async () => {
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname !== '/api/auth/forgot-password') return undefined;
      sent.push(JSON.parse(String(init.body)));
      return json({ ok: true, message: 'If an account matches, we have sent it a link.' }, 202);
    });
    const { user } = renderApp({ path: '/forgot-password' });
    const form = within(await screen.findByRole('form', { name: 'Forgot password' }));
    await user.click(form.getByRole('button', { name: 'Send reset link' }));
    expect(form.getByText('Please enter your user name or email.')).toBeTruthy();
    await user.type(form.getByLabelText('User name or email'), ' player1 ');
    await user.click(form.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'If an account matches, we have sent it a link.',
    );
    expect(sent).toEqual([{ userLogin: 'player1', languageId: 1 }]);
  });

  it('sets a new password with the token of the link', async () => {
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname !== '/api/auth/reset-password') return undefined;
      sent.push(JSON.parse(String(init.body)));
      return json({ ok: true, message: 'Your password has been changed.' });
    });
    const { user } = renderApp({ path: '/forgot-password?token=abc123' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    const form = within(screen.getByRole('form', { name: 'Choose a new password' }));
    await user.type(form.getByLabelText('New password'), 'a-new-passphrase');
    await user.type(form.getByLabelText('Repeat the new password'), 'another-one');
    await user.click(form.getByRole('button', { name: 'Save new password' }));
    expect(form.getByText('The passwords do not match.')).toBeTruthy();
    await user.clear(form.getByLabelText('Repeat the new password'));
    await user.type(form.getByLabelText('Repeat the new password'), 'a-new-passphrase');
    await user.click(form.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(sent).toEqual([{ token: 'abc123', password: 'a-new-passphrase', languageId: 1 }]);
    expect(screen.getAllByRole('link', { name: 'Log in' }).map((link) => link.getAttribute('href'))).toEqual([
      '/login',
      '/login',
    ]);
  });

  it('explains an expired link and offers a new one', async () => {
    mockFetch((url) =>
      url.pathname === '/api/auth/reset-password'
        ? json(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Invalid token',
              fields: { token: 'This password reset link is invalid or has expired.' },
            },
            400,
          )
        : undefined,
    );
    const { user } = renderApp({ path: '/forgot-password?token=old' });
    const form = within(await screen.findByRole('form', { name: 'Choose a new password' }));
    await user.type(form.getByLabelText('New password'), 'a-new-passphrase');
    await user.type(form.getByLabelText('Repeat the new password'), 'a-new-passphrase');
    await user.click(form.getByRole('button', { name: 'Save new password' }));
    expect(await form.findByText('This password reset link is invalid or has expired.')).toBeTruthy();
    expect(form.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
