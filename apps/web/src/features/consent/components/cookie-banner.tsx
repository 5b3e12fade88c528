import { ROUTES } from '@playline/contract/routes';
import { Cookie } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import {
  onCookieSettingsReopen,
  readCookieConsent,
  saveCookieConsent,
  takeCookieSettingsRequest,
} from '#app/lib/consent.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './cookie-banner.module.css';

/**
 * The consent banner of brands with a cookie policy (issue 9): it stays until the visitor chooses, and the footer's
 * "Cookie settings" brings it back. Both choices are equally easy, as regulators expect; analytics wait for it.
 */
export function CookieBanner() {
  const t = useT();
  const brand = useBrand();
  const [open, setOpen] = useState(() => readCookieConsent() === null);
  // Reopened from "Cookie settings", the banner takes the focus and gives it back to that button when it goes.
  const [reopened, setReopened] = useState(false);
  const section = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const reopen = () => {
      if (!takeCookieSettingsRequest()) return;
      setReopened(readCookieConsent() !== null);
      setOpen(true);
    };
    // A request made before this subscription (the chunk was loading, or the effect had not run) is answered now.
    reopen();
    return onCookieSettingsReopen(reopen);
  }, []);
  useEffect(() => {
    if (!open || !reopened) return;
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    section.current?.focus();
  }, [open, reopened]);
  if (!open) return null;

  const close = () => {
    setOpen(false);
    setReopened(false);
    opener.current?.focus();
    opener.current = null;
  };
  const choose = (analytics: boolean) => {
    saveCookieConsent(analytics);
    close();
  };
  // Escape keeps the earlier choice; on a first visit there is none yet, so the banner waits for one.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && readCookieConsent() !== null) close();
  };
  return (
    <section
      ref={section}
      className={styles.banner}
      aria-labelledby="cookie-banner-title"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className={styles.head}>
        <Cookie size={22} aria-hidden="true" className={styles.icon} />
        <h2 id="cookie-banner-title" className={styles.title}>
          {t('Consent.Title', { brand: brand.name })}
        </h2>
      </div>
      <p className={styles.body}>
        {t('Consent.Body')}{' '}
        <Link to={ROUTES.Help_CookiePolicyPage.path} className={styles.link}>
          {t('Consent.Policy')}
        </Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.outline}`} onClick={() => choose(false)}>
          {t('Consent.EssentialOnly')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => choose(true)}>
          {t('Consent.AcceptAll')}
        </button>
      </div>
    </section>
  );
}

export default CookieBanner;
