// Type-aware lint for every package; import boundaries follow STYLE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** What the web app never imports: server code and the demo generator. */
const webOutside = ['@vitrine/server', '@vitrine/server/*', '@vitrine/demo-data', '../../server/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/*.js',
      '**/*.mjs',
      '!eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Fastify plugins are async by convention, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@vitrine/*', '../../*'] }],
    },
  },
  {
    files: ['packages/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', { patterns: webOutside }] },
  },
  {
    // The web app's shared code (api, components, url, i18n, page, ...) sits below the shell
    // (src/app) and the features: they import it, never the other way round (docs/WEB.md).
    files: [
      'packages/web/src/{api,components,url,i18n,page,storage,downloads}/**',
      'packages/web/src/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: webOutside },
            {
              regex: '^(\\.\\.?/)+(app|features)(/|$)',
              message:
                'Shared web code must not import the shell (src/app) or a feature (src/features); move what both need into a shared folder.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON answers, which are untyped by nature.
    files: ['**/*.test.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
