import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A copy of the repository's sources (what git tracks, and new files it does not ignore) in the
 * repository's ignored `.tmp/`, with the installed packages hard-linked (`cp -al`: under a second
 * for 900 MiB, on the same disk as the original): the workspace's own packages (`@broker/*`) are
 * relative links, so the copy's code imports the copy's packages, and every file a tool serves
 * (Vite's browser tests) lies inside the copy. Nothing in the original changes.
 */
export function throwawayCopy(root: string): { dir: string; remove: () => void } {
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, '.tmp', 'slice-copy-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from) || fs.statSync(from).isDirectory()) continue; // deleted in the work tree
    const to = path.join(dir, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  for (const pkg of fs.readdirSync(path.join(root, 'packages'))) {
    const own = path.join(root, 'packages', pkg, 'node_modules');
    if (fs.existsSync(own)) execFileSync('cp', ['-al', own, path.join(dir, 'packages', pkg, 'node_modules')]);
  }
  // Caches the tools keep in node_modules are the original's: the copy starts without them.
  fs.rmSync(path.join(dir, 'node_modules/.vite'), { recursive: true, force: true });
  fs.rmSync(path.join(dir, 'node_modules/.cache'), { recursive: true, force: true });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
