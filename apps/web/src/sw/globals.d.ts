/** Defined by vite.config.ts from apps/web/package.json; absent under Vitest. */
declare const __PLAYLINE_VERSION__: string | undefined;
