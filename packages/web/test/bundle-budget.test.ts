/**
 * The first load's byte budget (docs/PERFORMANCE.md "First load (bytes)"): the JavaScript a
 * page loads before its first results, gzip as the server sends it (the .gz the build writes
 * beside each file), at most 250 KB on /, /brands and a brand page; the 3D viewer's chunk at
 * most 300 KB. Bytes do not depend on the machine, so this is a plain test.
 *
 * Measured from the build, without a browser, the way the browser loads it: index.html's
 * entry script and everything it imports statically; the chunks index.html's inline script
 * preloads for the path (vite-plugins/routePreload.ts: the page's lazy chunks) and their
 * static imports; and the few lazy chunks the page asks for before its first results
 * (`lazyBeforeResults`). Which chunk each source became comes from Vite's manifest
 * (dist/.vite/manifest.json). Checked against Chromium with `npm run bench:web-js -- --files`
 * (bench/js-before-results.ts), which lists the same files and the same sums: a new lazy
 * chunk that a page starts loading before its results must be added below.
 *
 * Over budget, the test names the chunks that grew since bundle-budget.baseline.json. After
 * an accepted change: UPDATE_BUNDLE_BASELINE=1 npx vitest run packages/web/test/bundle-budget
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const KB = 1024;
const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'packages/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const baselineFile = path.join(import.meta.dirname, 'bundle-budget.baseline.json');

/** Each page, its budget and the lazy modules it loads before its first results. */
const PAGES = [
  // The account menu waits for the session strings (app/header/AccountMenu.tsx).
  { name: '/', path: '/', budget: 250 * KB, lazyBeforeResults: ['src/i18n/en/session.json'] },
  {
    name: '/brands',
    path: '/brands',
    budget: 250 * KB,
    lazyBeforeResults: ['src/i18n/en/session.json'],
  },
  {
    name: 'a brand page',
    path: '/brands/nordlys',
    budget: 250 * KB,
    lazyBeforeResults: ['src/i18n/en/session.json'],
  },
];
/** The chunk of components/ModelViewer.tsx (model-viewer and three), shared by the detail dialog's
 * 3D view and the AR dialog; named after that module. */
const VIEWER = { chunkName: 'ModelViewer', budget: 300 * KB };

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
/** Chunk name → gzip bytes. */
type Sizes = Record<string, number>;

let manifest: Manifest;
let html: string;

beforeAll(() => {
  // Builds the app unless its build is up to date (npm test has built it already).
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-web.mjs')], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`Building the web app failed (node scripts/build-web.mjs): ${String(error)}`);
  }
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(manifestFile)) {
    throw new Error(
      `No web build with a manifest in ${dist}: run \`node scripts/build-web.mjs --force\` first.`,
    );
  }
  manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  html = readFileSync(path.join(dist, 'index.html'), 'utf8');
}, 300_000);

const byFile = () => new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** A chunk's name that survives rebuilds: its source, or the name Vite gave a shared chunk. */
const nameOf = (key: string) => manifest[key]?.src ?? manifest[key]?.name ?? key;

/** The gzip size the server sends (files under 1 KB are not compressed). */
function gzipBytes(file: string): number {
  const full = path.join(dist, file);
  return existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : statSync(full).size;
}

/** The chunks (manifest keys) with everything they import statically. */
function withStaticImports(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    withStaticImports(chunk.imports ?? [], seen);
  }
  return seen;
}

/** The entry's chunk: index.html's module script. */
function entryKeys(): string[] {
  const files = byFile();
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)];
  expect(scripts.length, 'index.html has one module script').toBe(1);
  return scripts.map(([, file]) => files.get(file!)!);
}

/** The chunks index.html's inline script preloads for a path (the first matching pattern). */
function routeKeys(pathname: string): string[] {
  const table = /\((\[\[.*?\]\]), location\.pathname\)/s.exec(html)?.[1];
  if (!table)
    throw new Error('index.html has no route preload table (vite-plugins/routePreload.ts)');
  const routes = JSON.parse(table) as Array<[string, string[]]>;
  const files = routes.find(([pattern]) => new RegExp(pattern).test(pathname))?.[1] ?? [];
  const keys = byFile();
  return files.map((file) => {
    const key = keys.get(file.replace(/^\//, ''));
    if (!key) throw new Error(`index.html preloads ${file}, which the manifest does not know`);
    return key;
  });
}

function sourceKey(source: string): string {
  if (!manifest[source])
    throw new Error(`No chunk comes from ${source} (dist/.vite/manifest.json)`);
  return source;
}

/** What a page loads before its first results, chunk by chunk. */
function firstLoad(page: (typeof PAGES)[number]): Sizes {
  const keys = withStaticImports([
    ...entryKeys(),
    ...routeKeys(page.path),
    ...page.lazyBeforeResults.map(sourceKey),
  ]);
  return sizesOf(keys);
}

function sizesOf(keys: Iterable<string>): Sizes {
  const sizes: Sizes = {};
  for (const key of keys) {
    const name = nameOf(key);
    sizes[name] = (sizes[name] ?? 0) + gzipBytes(manifest[key]!.file);
  }
  return sizes;
}

/** The viewer's chunk with what it alone imports (what the entry loads is there already). */
function viewerLoad(): Sizes {
  const entry = withStaticImports(entryKeys());
  const viewer = Object.keys(manifest).filter((key) => manifest[key]!.name === VIEWER.chunkName);
  expect(viewer, `one chunk named ${VIEWER.chunkName} in the manifest`).toHaveLength(1);
  const keys = [...withStaticImports(viewer)].filter((key) => !entry.has(key));
  return sizesOf(keys);
}

const total = (sizes: Sizes) => Object.values(sizes).reduce((sum, size) => sum + size, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function readBaseline(): Record<string, Sizes> {
  return existsSync(baselineFile)
    ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as Record<string, Sizes>)
    : {};
}

/** The chunks that grew or are new since the baseline, largest growth first. */
function growth(sizes: Sizes, baseline: Sizes | undefined): string {
  const lines = Object.entries(sizes)
    .map(([name, size]) => ({ name, size, before: baseline?.[name] }))
    .filter(({ size, before }) => before === undefined || size > before)
    .sort((a, b) => b.size - (b.before ?? 0) - (a.size - (a.before ?? 0)))
    .map(({ name, size, before }) =>
      before === undefined
        ? `  ${name}: new, ${kb(size)}`
        : `  ${name}: +${kb(size - before)} (${kb(before)} → ${kb(size)})`,
    );
  return lines.length
    ? lines.join('\n')
    : '  (no chunk grew: the baseline is older than the budget)';
}

function checkBudget(label: string, sizes: Sizes, budget: number, baseline: Sizes | undefined) {
  const bytes = total(sizes);
  if (bytes > budget) {
    expect.fail(
      `${label}: ${kb(bytes)} gzip, over the budget of ${kb(budget)} by ${kb(bytes - budget)}.\n` +
        `Grown since ${path.relative(root, baselineFile)}:\n${growth(sizes, baseline)}`,
    );
  }
}

describe('the first load stays within its byte budget (gzip)', () => {
  const measured: Record<string, Sizes> = {};

  for (const page of PAGES) {
    it(`${page.name}: JavaScript before the first results at most ${kb(page.budget)}`, () => {
      const sizes = firstLoad(page);
      measured[page.name] = sizes;
      console.log(`${page.name}: ${kb(total(sizes))} in ${Object.keys(sizes).length} chunks`);
      checkBudget(page.name, sizes, page.budget, readBaseline()[page.name]);
    });
  }

  it(`the 3D viewer chunk at most ${kb(VIEWER.budget)}`, () => {
    const sizes = viewerLoad();
    measured.viewer = sizes;
    console.log(`the 3D viewer: ${kb(total(sizes))}`);
    checkBudget('The 3D viewer chunk', sizes, VIEWER.budget, readBaseline().viewer);
  });

  it('writes the baseline when asked (UPDATE_BUNDLE_BASELINE=1)', () => {
    if (process.env.UPDATE_BUNDLE_BASELINE !== '1') return;
    writeFileSync(baselineFile, `${JSON.stringify(measured, null, 2)}\n`);
  });
});
