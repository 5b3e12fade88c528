/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Paths the API server answers; the dev server forwards them so `npm run dev` talks to a real backend. */
const SERVER = 'http://localhost:3000';
const proxied = ['/api', '/ping', '/manifest.webmanifest', '/icons', '/robots.txt', '/sitemap.xml'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: SERVER, changeOrigin: false, ws: path === '/api' }]),
    ),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // bench/ and the bundle-size check read the entry chunk and its static imports from here.
    manifest: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
