// @ts-check
import path from 'node:path';

/**
 * The server's borders (docs/slices.md, "Borders"), as the app has them:
 *
 * - `features/<a>/…` may import `features/<b>/…` (b ≠ a) only through `features/<b>/index.ts`, the
 *   slice's public surface — its own tests too: what a test of another slice needs, the slice
 *   offers in its index.ts.
 * - `core/`, `timed/`, `http/`, `lib/` and `db/` import no slice: what several slices need is a core
 *   service, and slices add to it when they register. The one exception is `db/schema.ts`, which
 *   re-exports each slice's `schema.ts` for drizzle-kit and the typed database.
 * - Everything else (app.ts, main.ts, env.ts, testing/, the files beside the slices in features/)
 *   reaches a slice through its index.ts.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const serverBorders = {
  meta: {
    type: 'problem',
    docs: { description: 'A server slice is imported only through its index.ts; core services import no slice.' },
    messages: {
      slice:
        "{{from}} may import features/{{to}} only through '{{index}}' (docs/slices.md); what two slices share is a core service.",
      core: '{{from}} is core: it imports no slice (features/{{to}}). A slice adds to the core service when it registers.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const match = /\/packages\/server\/src\//.exec(file);
    if (!match) return {};
    const srcDir = file.slice(0, match.index + match[0].length);
    const local = file.slice(srcDir.length);
    const featuresDir = `${srcDir}features/`;
    const ownSlice = /^features\/([^/]+)\//.exec(local)?.[1];
    const isCore = /^(core|timed|http|lib|db)\//.test(local) && local !== 'db/schema.ts';

    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
      if (!target.startsWith(featuresDir)) return;
      const [slice, ...rest] = target.slice(featuresDir.length).split('/');
      // A file beside the slices (features/index.ts, features/docs.ts), not a slice.
      if (!slice || rest.length === 0) {
        if (isCore) context.report({ node: node.source ?? node, messageId: 'core', data: { from: local, to: slice } });
        return;
      }
      if (slice === ownSlice) return;
      if (isCore) {
        context.report({ node: node.source ?? node, messageId: 'core', data: { from: local, to: slice } });
        return;
      }
      const inside = rest.join('/');
      if (inside === 'index.ts') return;
      if (local === 'db/schema.ts' && inside === 'schema.ts') return;
      context.report({
        node: node.source ?? node,
        messageId: 'slice',
        data: { from: local, to: slice, index: `features/${slice}/index.ts` },
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
