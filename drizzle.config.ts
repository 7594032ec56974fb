import { defineConfig } from 'drizzle-kit'

// Used only to generate migrations (npm run db:generate); they are applied in code by server/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
})
