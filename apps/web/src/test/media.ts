/** jsdom has no matchMedia: tests say which queries match (e.g. a touch device, a desktop width). */
const matching = new Set<string>();

export function setMediaQuery(query: string, matches: boolean): void {
  if (matches) matching.add(query);
  else matching.delete(query);
}

export function resetMediaQueries(): void {
  matching.clear();
}

export function stubMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matching.has(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
