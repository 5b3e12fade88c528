import { yieldToBrowser } from './idle';

export type Sanitizer = (html: string) => string;

let loading: Promise<Sanitizer> | null = null;

/**
 * DOMPurify is loaded on first use so it never weighs on the first screen's JavaScript. Evaluating it and the first
 * sanitising run in separate tasks, so together they do not block input for long.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('dompurify').then(async ({ default: purify }) => {
    await yieldToBrowser();
    return (html: string) => purify.sanitize(html);
  });
  return loading;
}
