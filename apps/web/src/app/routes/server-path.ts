import type { LoaderFunction } from 'react-router';

/**
 * Paths the server answers itself (/api, /ping, /robots.txt …) must never show the SPA's 404: an in-app link to
 * one leaves the app for the server's answer. On a first load the server already answered, so nothing happens.
 */
export const leaveForServer: LoaderFunction = ({ request }) => {
  const target = new URL(request.url);
  if (typeof window !== 'undefined' && window.location.pathname !== target.pathname) {
    window.location.assign(target.pathname + target.search);
  }
  return null;
};
