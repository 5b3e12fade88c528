import { SERVER_PATHS } from '@playline/contract';

/** Ends in a file name with an extension, e.g. `/favicon.ico` or `/assets/app-3f2a.js`. */
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]{1,12}$/;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Whether a GET path belongs to the single-page app. API and reserved server paths never do (design §6), and a
 * missing file must stay a 404: answering `/assets/gone.js` with HTML would break the page in confusing ways.
 */
export function isSpaPath(path: string): boolean {
  if (SERVER_PATHS.some((prefix) => under(path, prefix))) return false;
  if (under(path, '/assets')) return false;
  if (path === '/index.html') return true;
  return !FILE_LIKE.test(path);
}
