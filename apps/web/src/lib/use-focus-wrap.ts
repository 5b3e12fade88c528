import { useCallback } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** What Tab reaches inside `container`, in order: shown, not inert, and not a focus guard of a dialog library. */
export function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      // checkVisibility sees a hidden ancestor too; where it is missing (older engines, jsdom) count it as shown.
      (element.checkVisibility?.() ?? true) &&
      !element.closest('[inert]') &&
      !element.hasAttribute('data-base-ui-focus-guard'),
  );
}

function wrapTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const container = event.currentTarget as HTMLElement;
  const items = tabbablesIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const current = document.activeElement;
  if (event.shiftKey && (current === first || current === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A callback ref that keeps Tab and Shift+Tab inside a modal dialog: past the last control focus goes to the first,
 * and back. Base UI's own guards let the focus slip out of a full-screen dialog to the page behind (issue 10).
 */
export function useFocusWrap<T extends HTMLElement>(): (element: T | null) => (() => void) | undefined {
  return useCallback((element: T | null) => {
    if (!element) return undefined;
    element.addEventListener('keydown', wrapTab);
    return () => element.removeEventListener('keydown', wrapTab);
  }, []);
}
