import { defineConfig } from 'drizzle-kit';

/** Migrations are generated from src/db/schema and committed in ./drizzle (see `npm run db:check`). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
