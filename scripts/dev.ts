/**
 * `npm run dev`: the reference server (API on PORT, default 8080) and Vite with hot reload on
 * http://127.0.0.1:5173, proxying /api to the server. Ctrl+C stops both.
 */
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [
  spawn(process.execPath, ['packages/server/src/main.ts'], { cwd: root, stdio: 'inherit', env: process.env }),
  spawn('npx', ['vite', '--config', 'packages/app/vite.config.ts', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
