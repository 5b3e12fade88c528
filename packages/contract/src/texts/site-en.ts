/** English texts of the site-wide prompts (issue 9): cookie consent, the registration invitation, access denied. */
export const SITE_EN = {
  'Consent.Title': 'Cookies on {{brand}}',
  'Consent.Body':
    'We use essential cookies to keep you logged in and your bet slip safe. With your consent we also use analytics cookies to learn which pages help players most.',
  'Consent.Policy': 'Read the cookie policy',
  'Consent.AcceptAll': 'Accept all',
  'Consent.EssentialOnly': 'Essential only',
  'Consent.Settings': 'Cookie settings',
  'RegisterPrompt.Title': 'New to {{brand}}?',
  'RegisterPrompt.Body':
    'Open an account in a minute: bet on thousands of events, follow your bets live and cash out when you choose.',
  'RegisterPrompt.Register': 'Register now',
  'RegisterPrompt.Later': 'Not now',
  'AccessDenied.Body':
    'This page is not available to your account on this site. If you think this is a mistake, our support team can help.',
  'AccessDenied.Contact': 'Contact us',
} as const;
