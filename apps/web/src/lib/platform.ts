/** Facts about the device the app runs on, read when asked (they can change, e.g. after installing). */

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** A touch-first device: the API's `mobile` header is 1 here. */
export function isTouchDevice(): boolean {
  return matches('(pointer: coarse)');
}

/** Running as an installed app: fullscreen, standalone or minimal-ui display mode (spec §4), or iOS home screen. */
export function isStandalone(): boolean {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { standalone?: boolean });
  return (
    matches('(display-mode: fullscreen)') ||
    matches('(display-mode: standalone)') ||
    matches('(display-mode: minimal-ui)') ||
    nav?.standalone === true
  );
}

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch). */
export function isIDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

export function prefersReducedMotion(): boolean {
  return matches('(prefers-reduced-motion: reduce)');
}
