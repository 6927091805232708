/**
 * `npm run check:size`: holds the app build (packages/app/dist, from `npm run build`) to the size
 * budgets in packages/app/size-budgets.json and prints a table; exit 1 when a budget is passed.
 * `npm run check:size -- --write` sets every chunk's budget to today's size + 5 % (rounded up to
 * whole KiB), for a new baseline; review that diff like code.
 */
import path from 'node:path';
import { runSizeCheck } from './size/budgets.ts';

const root = path.resolve(import.meta.dirname, '..');
const { ok, text } = runSizeCheck({
  distDir: path.join(root, 'packages/app/dist'),
  budgetsFile: path.join(root, 'packages/app/size-budgets.json'),
  write: process.argv.includes('--write'),
});
console.log(text);
process.exit(ok ? 0 : 1);
