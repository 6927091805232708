// @ts-check
import path from 'node:path';

/**
 * `features/<a>/…` may import `features/<b>/…` (b ≠ a) only through `features/<b>/index.ts`, the
 * feature's public surface (docs/slices.md). Fixtures are the exception: a test, a story or a
 * feature's `mocks.ts` may take another feature's `mocks.ts`. Code two features share belongs in
 * `app/src/{components,forms,hooks,live,i18n}` or in the kit, not in either feature.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const featureBorders = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports another feature only through its index.ts.' },
    messages: {
      border:
        "features/{{from}} may import features/{{to}} only through '{{index}}' (docs/slices.md); shared code goes to app/src/{components,forms,hooks,live,i18n} or the kit.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const match = /\/packages\/app\/src\/features\/([^/]+)\//.exec(file);
    if (!match) return {};
    const own = match[1];
    const featuresDir = file.slice(0, match.index) + '/packages/app/src/features/';
    const isFixture = /\.(test|stories)\.tsx?$/.test(file) || file.endsWith('/mocks.ts');

    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
      if (!target.startsWith(featuresDir)) return;
      const [other, ...rest] = target.slice(featuresDir.length).split('/');
      if (!other || other === own) return;
      const inside = rest.join('/');
      if (inside === 'index.ts' || (isFixture && inside === 'mocks.ts')) return;
      context.report({
        node: node.source ?? node,
        messageId: 'border',
        data: { from: own, to: other, index: `../${other}/index.ts` },
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
