export type Sanitizer = (html: string) => string;

let loading: Promise<Sanitizer> | null = null;

/** DOMPurify is loaded on first use so it never weighs on the first screen's JavaScript. */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.sanitize(html),
  );
  return loading;
}
