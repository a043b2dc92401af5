import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables, and the tables a module owns beside its code (modules/<name>/<name>.schema.ts).
  schema: ['./src/db/schema/index.ts', './src/modules/*/*.schema.ts'],
  out: './drizzle',
});
