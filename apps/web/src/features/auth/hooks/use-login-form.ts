import { LOGIN_MESSAGE_AUTOCLOSE_MS, LOGIN_REENABLE_DELAY_MS } from '@playline/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import { alert } from '#app/lib/alerts.ts';
import { useClientStore, useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { pageReload } from '#app/lib/page-reload.ts';
import { useSafeNavigate } from '#app/lib/safe-navigate.ts';
import { trackLogin } from '../analytics';
import { postLogin } from '../api/login';
import { afterLogin, pageReturnUrl } from '../redirect';
import { refreshSession } from '../session';
import { type LoginProblem, type LoginValues, trimLogin, validateLogin } from '../validation';

export interface LoginFormOptions {
  /** Where the player aimed (set by a guard); else the page's returnUrl query is sent. */
  returnUrl?: string;
  /** Called before the form navigates away (the dialog closes itself). */
  onNavigate?: () => void;
}

/**
 * The login form's states (spec §4, §5): idle; validation on keyup only after the first submit attempt; submitting
 * with the button disabled, re-enabled 2 s after a failed answer; the message in an auto-closing alert; redirects.
 */
export function useLoginForm({ returnUrl, onNavigate }: LoginFormOptions) {
  const t = useT();
  const brand = useBrand();
  const store = useClientStoreApi();
  const languageId = useClientStore((state) => state.language.id);
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useSafeNavigate();
  const [values, setValues] = useState<LoginValues>({ userLogin: '', userPassword: '', rememberMe: false });
  const latest = useRef(values);
  latest.current = values;
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const reenableLater = () => {
    timer.current = window.setTimeout(() => setSubmitting(false), LOGIN_REENABLE_DELAY_MS);
  };

  const change = (patch: Partial<LoginValues>) => setValues((current) => ({ ...current, ...patch }));
  const keyUp = () => {
    if (attempted) setProblem(validateLogin(latest.current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const found = validateLogin(values);
    setProblem(found);
    if (found) {
      const input = event.currentTarget.elements.namedItem(found.field);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setSubmitting(true);
    const body = { ...trimLogin(values), returnUrl: returnUrl ?? pageReturnUrl(location.search), languageId };
    const response = await postLogin(body).catch(() => null);
    if (!response) {
      reenableLater();
      return;
    }
    if (response.message) {
      const message = { title: t('Common.Alert'), message: response.message, html: true };
      void alert({ ...message, autoCloseMs: LOGIN_MESSAGE_AUTOCLOSE_MS });
    }
    if (response.isAuthenticated && response.user) {
      trackLogin(brand.brandKey, response.user);
      // The header needs the balance: fetch the full status now (a failure is shown by the shell; the reload fixes it).
      await refreshSession(queryClient, store).catch(() => null);
    } else {
      reenableLater();
    }
    const next = afterLogin(response, location);
    if (next.kind === 'navigate') {
      onNavigate?.();
      navigate(next.to);
    } else if (next.kind === 'reload') {
      pageReload.reload();
    }
  };

  return { t, values, change, keyUp, submit, problem, submitting };
}
