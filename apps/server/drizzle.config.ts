import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @playline/server` writes SQL migrations from src/db/schema.ts; main applies them at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
