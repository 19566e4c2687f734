import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (in apps/api) writes a new migration into ./drizzle; never edit a committed one.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './drizzle',
});
