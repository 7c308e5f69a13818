// Type-aware lint for every package; each rule and its reason: CONTRIBUTING.md.
import { readdirSync } from 'node:fs';
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
  'import',
  'mail',
  'pim',
  'reports',
  'search',
  'site',
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

const WEB = 'packages/web/src';
const SEE = 'See CONTRIBUTING.md, section "Web features".';
/** The web features (src/features/<name>/), each with an index.ts as its public face. */
const WEB_FEATURES = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Web folders outside features/ that are features too: a public face, used only through it. */
const WEB_ROOT_FEATURES = ['session', 'embedding', 'boot', 'consent'];
/** The web app's shared folders: below the shell and the features, never importing them. */
const WEB_SHARED = ['api', 'cards', 'components', 'downloads', 'i18n', 'page', 'storage', 'url'];
/** How deep a feature's folders go (a subfolder's subfolder at most, today). */
const FEATURE_DEPTHS = [0, 1, 2, 3];

const up = (levels) => `(\\.\\./){${levels}}`;
const notIndex = '/(?!index(\\.tsx?)?$).+';
const rootFeaturesThroughIndex = (levels) => ({
  regex: `^${levels === 0 ? '\\./' : up(levels)}(${WEB_ROOT_FEATURES.join('|')})${notIndex}`,
  message: `Import session/, embedding/, boot/ and consent/ through their index.ts (their public face). ${SEE}`,
});
const noShell = (levels) => ({
  regex: `^${up(levels)}app(/|$)`,
  message: `Nothing imports the shell (src/app): move what it shares into a shared folder. ${SEE}`,
});
const noFeatures = (levels) => ({
  regex: `^${up(levels)}features(/|$)`,
  message: `Shared web code and session/, embedding/, boot/ import no feature (src/features): move what both need into a shared folder (src/cards, src/components). ${SEE}`,
});
const webRule = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: webOutside }, ...patterns] }],
});

/**
 * A file `depth` folders below its feature's folder: another feature only through its
 * index.ts, never the shell, session/ embedding/ boot/ through their index.ts.
 */
const featureBoundaries = (feature, depth) => ({
  files: [`${WEB}/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: webRule([
    {
      regex: `^${up(depth + 1)}(${WEB_FEATURES.filter((f) => f !== feature).join('|')})${notIndex}`,
      message: `Import another feature through its index.ts (its public face), not its files. ${SEE}`,
    },
    noShell(depth + 2),
    rootFeaturesThroughIndex(depth + 2),
  ]),
});

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
      // Generated from the OpenAPI document (npm run generate:api-client)
      'packages/api-client/src/openapi.ts',
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
    rules: webRule([]),
  },
  // Web import boundaries (docs/WEB.md "Structure"): the shell (src/app) composes the features;
  // a feature uses another only through its index.ts; the shared folders sit below both.
  ...WEB_FEATURES.flatMap((feature) =>
    FEATURE_DEPTHS.map((depth) => featureBoundaries(feature, depth)),
  ),
  {
    files: WEB_ROOT_FEATURES.map((folder) => `${WEB}/${folder}/*.{ts,tsx}`),
    rules: webRule([noShell(1), noFeatures(1), rootFeaturesThroughIndex(1)]),
  },
  {
    files: WEB_SHARED.map((folder) => `${WEB}/${folder}/**/*.{ts,tsx}`),
    rules: webRule([noShell(1), noFeatures(1), rootFeaturesThroughIndex(1)]),
  },
  {
    // Server state knows nothing of the embedding: callers pass what it decides (modifiedSince).
    files: [`${WEB}/api/**/*.{ts,tsx}`],
    rules: webRule([
      noShell(1),
      noFeatures(1),
      rootFeaturesThroughIndex(1),
      {
        regex: '^\\.\\./embedding(/|$)',
        message: `src/api does not import the embedding: its callers pass what it needs. ${SEE}`,
      },
    ]),
  },
  {
    // The other files directly in src (config, report) are shared code.
    files: [`${WEB}/*.{ts,tsx}`],
    ignores: [`${WEB}/main.tsx`],
    rules: webRule([
      { ...noShell(0), regex: '^\\./app(/|$)' },
      { ...noFeatures(0), regex: '^\\./features(/|$)' },
      rootFeaturesThroughIndex(0),
    ]),
  },
  {
    // The shell: session/, embedding/ and boot/ through their index.ts too.
    files: [`${WEB}/app/**/*.{ts,tsx}`],
    rules: webRule([rootFeaturesThroughIndex(1), rootFeaturesThroughIndex(2)]),
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
