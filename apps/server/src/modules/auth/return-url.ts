/** Characters a browser strips or reinterprets in a URL (whitespace, controls, backslash): never in a return URL. */
const UNSAFE_CHARACTERS = /[\s\\\p{Cc}]/u;
const ORIGIN = 'http://return-url.invalid';

/**
 * The `returnUrl` of a login, when it is safe to send the browser there: a same-site relative path such as
 * `/user-account/deposit?x=1`. Protocol-relative (`//evil.com`), absolute (`https://evil.com`), backslash tricks
 * (`/\evil.com`, which browsers read as `//evil.com`), schemes (`javascript:`) and control characters give null.
 */
export function safeReturnUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value)) return null;
  // Belt and braces: whatever the checks above missed, the URL parser must agree it stays on our origin.
  try {
    return new URL(value, ORIGIN).origin === ORIGIN ? value : null;
  } catch {
    return null;
  }
}
