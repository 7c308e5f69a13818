/**
 * `npm run check:cycles`: no module of ours imports itself back through others, not even
 * through types only (CONTRIBUTING.md: shared types go in a leaf file). Part of `npm run lint`.
 * Nor does any folder of the web app reach itself back through other folders (features,
 * shared folders, their subfolders): what two folders both need lives in a third.
 * Import boundaries between services and web features are ESLint's no-restricted-imports
 * (eslint.config.js; CONTRIBUTING.md, section "Web features").
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle, even through types only: move the shared part into a leaf module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-web-folder-cycle',
      severity: 'error',
      comment:
        'Two web folders import each other (maybe through others): move what both need into a shared folder (src/cards, src/components); CONTRIBUTING.md, section "Web features".',
      scope: 'folder',
      from: { path: '^packages/web/src/' },
      to: { path: '^packages/web/src/', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|screenshots)/' },
    // Type-only imports count: a cycle through types is still a cycle for a reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
