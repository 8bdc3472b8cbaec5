import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes a new migration into lib/db/migrations after a schema change; commit it. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
});
