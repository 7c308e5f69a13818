import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineCss } from './vite-plugins/inlineCss.ts';
import { inlineScript } from './vite-plugins/inlineScript.ts';
import { routePreload } from './vite-plugins/routePreload.ts';

/**
 * A hash of the translation files, added to their ?v= so a changed translation is fetched
 * anew even when the app version stays the same (the server lets browsers cache them).
 */
function translationsHash(): string {
  const dir = path.join(import.meta.dirname, 'public/i18n');
  const hash = createHash('sha256');
  for (const language of readdirSync(dir).sort()) {
    for (const file of readdirSync(path.join(dir, language)).sort()) {
      hash.update(`${language}/${file}`).update(readFileSync(path.join(dir, language, file)));
    }
  }
  return hash.digest('hex').slice(0, 8);
}

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

/**
 * Writes .br and .gz beside every text file of the build, once, at build time; the server
 * sends them to browsers that accept them (@fastify/static preCompressed), so no request
 * pays for compression.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'vitrine-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    inlineCss(),
    // The pages of src/app/router.tsx whose chunks index.html fetches at once.
    routePreload([
      ['^/$', ['src/features/browse/ModelsPage.tsx']],
      ['^/materials$', ['src/features/browse/MaterialsPage.tsx']],
      ['^/brands/?$', ['src/features/brands/BrandListPage.tsx']],
      [
        '^/brands/[^/]+/?$',
        ['src/features/brands/BrandPage.tsx', 'src/features/brands/overview/BrandOverview.tsx'],
      ],
      ['^/brands/', ['src/features/brands/BrandPage.tsx']],
    ]),
    // The first page's data requests, started before the scripts arrive (api/earlyResponses).
    inlineScript('src/boot/earlyRequests.ts'),
    precompress(),
  ],
  define: { __I18N_HASH__: JSON.stringify(translationsHash()) },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunk each source became; the byte budget reads it
    // (test/bundle-budget.test.ts). A dot folder: the server does not serve it.
    manifest: true,
    // Fonts stay files: inlined, every font subset would weigh on the render-blocking CSS.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    // The configurator page (docs/CONFIGURATOR.md) is its own entry, outside the app's bundle.
    rolldownOptions: {
      input: { main: 'index.html', configurator: 'configurator.html' },
      // Common chunks under 8 KB (a few MUI helpers each) are copied into the chunks that
      // use them instead of being files of their own: a brand page loads 19 scripts instead
      // of 37, and on HTTP/1.1 (six connections) every file more is a round trip more
      // before the first render (docs/PERFORMANCE.md, 2026-11-26). It costs 6 KB gzip there.
      // Inlining needs the entries' export signatures free (nothing imports the entries).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // What every first page shows (Image, the search's request bodies) with the MUI core
          // they use (a group takes its dependencies along), in one chunk the entry loads. As
          // small common chunks they were copied into both the brand page's and the card's
          // chunk: a brand page downloaded them twice (about 9 KB gzip more, and 7 more files).
          groups: [
            {
              name: 'ui-core',
              test: /src\/(api\/(requestBodies|filtering|models)|components\/(Image|ImagePlaceholder|imageUrl|sx))\.tsx?$/,
            },
            // What every first page loads besides: React DOM (its own file: it changes
            // rarely, so it stays cached across deploys), then the router, i18next, TanStack
            // Query and the MUI components of the header and the first cards. As chunks of
            // their own they were 18 files of 1-15 KB, and on HTTP/1.1 (six connections)
            // each file more is a round trip more before the cards: Lighthouse 79-82 with
            // them, 86-89 as two files (docs/PERFORMANCE.md, 2026-11-29).
            {
              name: 'react-dom',
              test: /node_modules\/(react-dom|scheduler)\//,
            },
            {
              name: 'boot',
              test: /node_modules\/(@mui\/utils\/|@mui\/material\/(ButtonBase|Button|ButtonGroup|IconButton|InputBase|TextareaAutosize|CircularProgress|LinearProgress|Skeleton|Chip|Breadcrumbs|Divider|Link|Card|CardActionArea|useLazyRipple|internal\/svg-icons\/(Cancel|MoreHoriz)|utils\/(useSlot|useFocusableWhenDisabled)|styles\/cssUtils)[/.]|react-router\/|i18next\/|react-i18next\/|use-sync-external-store\/|@tanstack\/query-core\/)|src\/features\/favorites\/(useFavorites|dialogs|tripleStore|model\/document)\.ts$/,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 8192 },
        },
      },
    },
  },
});
