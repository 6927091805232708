/**
 * `npm start`: builds the app when no build exists yet, then starts the reference server that
 * serves it at `/` and the API under `/api/vue/` (http://127.0.0.1:8080 unless PORT/HOST say otherwise).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'packages/app/dist/index.html');

if (!existsSync(built)) {
  console.log('No app build found: building it first (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { main } = await import('../packages/server/src/main.ts');
await main();
