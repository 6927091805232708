/**
 * The consumer app's package-lock.json, cut out of the repository's: every third-party package at
 * the version the repository locks (and tests), the kit and the rules from their tarballs.
 *
 * Why a lockfile: `npm ci` at the root has put every locked package's metadata and tarball in
 * npm's cache, so an install from this lockfile needs no network (`npm ci --offline`) on any
 * machine that ran it. An install without one resolves each range to the newest version in the
 * cached metadata, whose tarball need not be cached (the metadata may be newer than the lock).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}
interface Lockfile {
  name?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

/** A tarball installed as `file:` and the manifest it carries. */
export interface Tarball {
  name: string;
  file: string;
  manifest: {
    version: string;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
}

const installedAt = (parent: string, name: string) => `${parent ? `${parent}/` : ''}node_modules/${name}`;

/** Where Node would find `name` from the package at `from`: its own node_modules, then each ancestor's. */
function resolveIn(packages: Lockfile['packages'], from: string, name: string): string | undefined {
  let at = from;
  for (;;) {
    const candidate = installedAt(at, name);
    if (packages[candidate]) return candidate;
    if (at === '') return undefined;
    const cut = at.lastIndexOf('/node_modules/');
    at = cut === -1 ? '' : at.slice(0, cut);
  }
}

interface Edge {
  name: string;
  /** An optional dependency: the repository may not have installed it (another platform's binary). */
  optional: boolean;
}

/** What an install needs of an entry's dependencies: all but the optional peers. */
function edgesOf(entry: LockEntry): Edge[] {
  const optionalPeer = (name: string) => entry.peerDependenciesMeta?.[name]?.optional === true;
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !optionalPeer(name))
      .map((name) => ({ name, optional: false })),
  ];
}
const required = (names: string[]): Edge[] => names.map((name) => ({ name, optional: false }));

const integrityOf = (file: string) => `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;

/**
 * The lockfile of an app in `appDir` whose package.json has `direct` (names locked at the root)
 * and the tarballs as `file:` dependencies. The tarballs' own dependencies are taken from where
 * the repository installs them for the workspace package (`packages/<dir>`).
 */
export function consumerLockfile(
  repoLockfile: string,
  appDir: string,
  app: { name: string; dependencies: Record<string, string>; devDependencies: Record<string, string> },
  tarballs: readonly (Tarball & { workspaceDir: string })[],
): Lockfile {
  const repo = JSON.parse(readFileSync(repoLockfile, 'utf8')) as Lockfile;
  const out: Lockfile['packages'] = {
    '': { name: app.name, dependencies: app.dependencies, devDependencies: app.devDependencies },
  };
  // Repository paths → the app's: a workspace package sits at node_modules/<name> in the app.
  const toApp = (repoPath: string) => {
    for (const tarball of tarballs) {
      if (repoPath === tarball.workspaceDir || repoPath.startsWith(`${tarball.workspaceDir}/`)) {
        return installedAt('', tarball.name) + repoPath.slice(tarball.workspaceDir.length);
      }
    }
    return repoPath;
  };
  const tarballNamed = new Map(tarballs.map((tarball) => [tarball.name, tarball]));
  const queue: (Edge & { from: string })[] = [];
  const visit = (from: string, edges: Edge[]) => queue.push(...edges.map((edge) => ({ ...edge, from })));

  visit('', required([...Object.keys(app.dependencies), ...Object.keys(app.devDependencies)]));
  while (queue.length > 0) {
    const { from, name, optional } = queue.shift()!;
    const tarball = tarballNamed.get(name);
    if (tarball) {
      const at = installedAt('', name);
      if (out[at]) continue;
      out[at] = {
        version: tarball.manifest.version,
        resolved: `file:${path.relative(appDir, tarball.file)}`,
        integrity: integrityOf(tarball.file),
        ...(tarball.manifest.dependencies ? { dependencies: tarball.manifest.dependencies } : {}),
        ...(tarball.manifest.peerDependencies ? { peerDependencies: tarball.manifest.peerDependencies } : {}),
      };
      visit(
        tarball.workspaceDir,
        required(Object.keys({ ...tarball.manifest.dependencies, ...tarball.manifest.peerDependencies })),
      );
      continue;
    }
    const repoPath = resolveIn(repo.packages, from, name);
    if (!repoPath) {
      if (optional) continue;
      throw new Error(`${name} (needed by ${from || 'the app'}) is not in the repository's lockfile`);
    }
    const at = toApp(repoPath);
    if (out[at]) continue;
    // The repository's dev flags say nothing about the app; `optional` stays (other platforms' binaries).
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = repo.packages[repoPath]!;
    out[at] = entry;
    visit(repoPath, edgesOf(entry));
  }
  return { name: app.name, lockfileVersion: 3, requires: true, packages: out };
}
