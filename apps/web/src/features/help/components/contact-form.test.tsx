import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import { ContactForm } from './contact-form';

describe('the contact form', () => {
  it('says what is wrong under each field after the first submit, then follows the typing', async () => {
    const fetch = mockFetch();
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Your name'), 'M');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Enter your name (2 to 80 characters).')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Choose what your message is about.')).toBeTruthy();
    expect(screen.getByText('Write at least 10 characters (up to 4000).')).toBeTruthy();
    expect(document.activeElement?.id).toBe('contact-name');
    expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Your name'), 'aria');
    expect(screen.queryByText('Enter your name (2 to 80 characters).')).toBeNull();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/help/contact'))).toBe(false);
  });

  it('sends the message in the reader’s language and shows the reference; another message starts empty', async () => {
    let sent: unknown;
    mockFetch((url, init) => {
      if (url.pathname !== '/api/help/contact') return undefined;
      sent = JSON.parse(String(init.body));
      return json({ id: 4217 }, 201);
    });
    const { user } = renderWithProviders(<ContactForm />, { siteId: 44 });
    await user.type(screen.getByLabelText('Το όνομά σας'), ' Μαρία ');
    await user.type(screen.getByLabelText('Διεύθυνση e-mail'), 'maria@example.test');
    await user.selectOptions(screen.getByLabelText('Θέμα'), 'payments');
    await user.type(screen.getByLabelText('Μήνυμα'), 'Η κατάθεσή μου δεν έφτασε.');
    await user.click(screen.getByRole('button', { name: 'Αποστολή μηνύματος' }));
    expect(await screen.findByRole('heading', { name: 'Το μήνυμα στάλθηκε' })).toBeTruthy();
    expect(screen.getByTestId('contact-reference').textContent).toBe('#4217');
    expect(sent).toEqual({
      name: 'Μαρία',
      email: 'maria@example.test',
      topic: 'payments',
      message: 'Η κατάθεσή μου δεν έφτασε.',
      languageId: 2,
    });
    await user.click(screen.getByRole('button', { name: 'Αποστολή νέου μηνύματος' }));
    await waitFor(() => expect((screen.getByLabelText('Το όνομά σας') as HTMLInputElement).value).toBe(''));
  });

  it('keeps the form, enabled again, when the server refuses', async () => {
    mockFetch((url) =>
      url.pathname === '/api/help/contact'
        ? json({ statusCode: 429, error: 'Too Many Requests', message: 'Too many messages' }, 429)
        : undefined,
    );
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Your name'), 'Maria');
    await user.type(screen.getByLabelText('E-mail address'), 'maria@example.test');
    await user.selectOptions(screen.getByLabelText('Topic'), 'other');
    await user.type(screen.getByLabelText('Message'), 'Hello there, a question.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByRole('heading', { name: 'Message sent' })).toBeNull();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello there, a question.');
  });
});
