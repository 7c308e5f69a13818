// Type-aware lint for every package; each rule and its reason: CONTRIBUTING.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** The server's folders with a public face (index.ts): services and shared infrastructure. */
const SERVER_FOLDERS = [
  'access',
  'auth',
  'blobs',
  'bundles',
  'catalogue',
  'configurator',
  'dataport',
  'derive',
  'derived-cache',
  'files',
  'mail',
  'pim',
  'search',
  'status',
  'store',
  'users',
  'web',
];
const THROUGH_INDEX = {
  regex: `^(\\./|(\\.\\./)+)(${SERVER_FOLDERS.join('|')})/(?!index(\\.ts)?$).+`,
  message: "Import another service's folder through its index.ts (its public face), not its files.",
};

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
      '**/*.cjs',
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
    // Browser code of the host SDK and the example host page.
    files: ['packages/embed/src/**', 'examples/**'],
    languageOptions: { globals: { ...globals.browser } },
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
    // The 3D engine knows nothing of the server: of ours it imports @vitrine/mesh only; its
    // tests may read real files made by the demo generator (packages/cadify/README.md).
    files: ['packages/cadify/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@vitrine/*', '!@vitrine/mesh', '!@vitrine/mesh/*', '../../server/*'],
              message: 'The 3D engine imports no Vitrine package but @vitrine/mesh.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/cadify/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@vitrine/*',
                '!@vitrine/mesh',
                '!@vitrine/mesh/*',
                '!@vitrine/demo-data',
                '!@vitrine/demo-data/*',
              ],
              message: "The 3D engine's tests import no Vitrine package but mesh and demo-data.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server: a service is used through its folder's index.ts (its factory, its interface
    // type, its routes plugin) and nothing deeper; the demo generator only feeds first-start
    // content and the command-line tools (CONTRIBUTING.md, docs/ARCHITECTURE.md).
    files: ['packages/server/src/**'],
    ignores: ['packages/server/src/seed.ts', 'packages/server/src/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            THROUGH_INDEX,
            {
              group: ['@vitrine/demo-data', '@vitrine/demo-data/*'],
              message: 'The server depends on the demo generator only in seed.ts and cli/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Seed, command-line tools and unit tests (real files made by the generator) may use
    // the demo generator; they too reach services through their index.ts.
    files: [
      'packages/server/src/seed.ts',
      'packages/server/src/cli/**',
      'packages/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [THROUGH_INDEX],
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
