import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { readCookieConsent } from '#app/lib/consent.ts';
import {
  isQuietPath,
  isRegistrationPromptDue,
  markRegistrationPromptShown,
  REGISTRATION_PROMPT_DELAY_MS,
} from '../registration-prompt-rules';

// The dialog (and the dialog library) loads only when the invitation is due, not with every visitor's page.
const RegistrationPrompt = lazy(() => import('./registration-prompt'));

/**
 * Invites a visitor to register (issue 9) once they have looked around for a while, at most once per the brand's
 * number of days. On a brand with a cookie policy it waits until the visitor answered the cookie banner, so the
 * two never stack; it stays away from the login and registration pages and from games.
 */
export function RegistrationInvite() {
  const brand = useBrand();
  const { pathname } = useLocation();
  const visitor = useClientStore((state) => state.user === null);
  const [elapsed, setElapsed] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // Counted from the page's start (performance.now()), not from when this lazily loaded part mounted.
    const remaining = Math.max(0, REGISTRATION_PROMPT_DELAY_MS - performance.now());
    const timer = window.setTimeout(() => setElapsed(true), remaining);
    return () => window.clearTimeout(timer);
  }, []);

  const consentSettled = !brand.hasCookiePolicy || readCookieConsent() !== null;
  const ready = elapsed && visitor && consentSettled && !isQuietPath(pathname);
  useEffect(() => {
    if (!ready || shown || !isRegistrationPromptDue(brand)) return;
    markRegistrationPromptShown();
    setShown(true);
  }, [ready, shown, brand]);

  return shown && visitor ? (
    <Suspense fallback={null}>
      <RegistrationPrompt />
    </Suspense>
  ) : null;
}

export default RegistrationInvite;
