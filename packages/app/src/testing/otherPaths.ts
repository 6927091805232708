import { paths } from '../routes/paths.ts';

type PathTree = string | { readonly [key: string]: PathTree };
const flatten = (tree: PathTree): string[] =>
  typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(flatten);

/** Every route of `routes/paths.ts`, once. */
export const allPaths: readonly string[] = [...new Set(flatten(paths))];

/**
 * The routes a harnessed screen may navigate to: every route but its own, each showing its path
 * as a heading, so that a test or story sees where a link or redirect went.
 */
export const otherPathsOf = (own: string): string[] => allPaths.filter((path) => path !== own);
