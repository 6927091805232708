// @ts-check
/**
 * `npm run check:cycles`: no import cycle anywhere in packages/*, tests and stories included.
 * A cycle across packages counts too: `@broker/*` resolves through the workspace symlinks and the
 * packages' `exports` to their real source files, so `ui → app → ui` is one cycle like any other.
 * Type-only imports count as well (TypeScript is kept as written, not compiled first): a cycle of
 * types is still two modules that cannot be understood, moved or split apart one without the other.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This import closes a cycle. Move what both sides need into a module of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Other people's code may have cycles of its own; we only walk ours.
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: false } },
  },
};
