/**
 * Import cycles are refused everywhere, type-only imports included (`tsPreCompilationDeps`): a type cycle still
 * ties two modules together. The layer arrows themselves are ESLint's (import-x/no-restricted-paths).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Break the cycle: move the shared piece down a layer, or inject it.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', 'dist'] },
  },
};
