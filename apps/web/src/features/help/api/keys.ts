/** Query keys of the help calls: one root, so a language switch or a test can drop them together. */
export const helpKeys = {
  all: ['help'] as const,
  index: (languageId: number) => [...helpKeys.all, 'index', languageId] as const,
  page: (languageId: number, slug: string) => [...helpKeys.all, 'page', languageId, slug] as const,
  search: (languageId: number, query: string) => [...helpKeys.all, 'search', languageId, query] as const,
};

/** Help pages change rarely (the server caches them for a minute too). */
export const HELP_STALE_MS = 5 * 60_000;
