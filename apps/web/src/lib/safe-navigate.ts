import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Navigates without the spec's duplicated/aborted/cancelled navigation errors: a link to the current location is
 * ignored, external links leave the app, and an interrupted navigation settles quietly.
 */
export function useSafeNavigate(): (to: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string) => {
      if (/^[a-z][a-z\d+.-]*:/i.test(to)) {
        window.location.assign(to);
        return;
      }
      const target = new URL(to, window.location.origin);
      if (target.pathname === location.pathname && target.search === location.search && target.hash === location.hash) {
        return;
      }
      void Promise.resolve(navigate(to)).catch(() => undefined);
    },
    [navigate, location.pathname, location.search, location.hash],
  );
}
