import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit reads its paths relative to the working folder and loads this file as CommonJS
// (import.meta is empty there): from __dirname, `drizzle-kit generate --config
// packages/server/drizzle.config.ts` works from the repository root as well as from this folder.
const here = (file: string) => path.relative(process.cwd(), path.join(__dirname, file)) || '.';

export default defineConfig({
  dialect: 'postgresql',
  // Re-exports every table: the core ones and each slice's features/<slice>/schema.ts.
  schema: here('src/db/schema.ts'),
  out: here('drizzle'),
});
