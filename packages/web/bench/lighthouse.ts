/**
 * `npm run bench:web`: Lighthouse (mobile, default simulated throttling) on the production
 * build served by the real server, in Debian Chromium. For /, /brands and a brand page it
 * prints performance, accessibility, the main timings, and the JavaScript the page loaded
 * (as transferred, and gzipped as the target counts it), as a table.
 * Each page is loaded once unmeasured first (the server warms up, see warmUp). RUNS=n runs
 * each page n times and reports the median run (by performance score);
 * ONLY=/brands measures the listed paths (comma-separated) only; REPORTS=dir saves each run's
 * full Lighthouse report there as JSON (audit details: LCP element, long tasks, request chain);
 * BUILD=dir measures that web build (e.g. an older commit's, for a before/after in the same
 * time window) instead of building the worktree's. BASE=url measures a server already
 * running, e.g. `npm start`, whose whole demo catalogue fills /brands' first page with 64
 * cards where the e2e data has 8.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../../test-support/chromium';
import { prepareDataDir, root, startServer } from '../e2e/harness/server';

const ONLY = process.env.ONLY?.split(',');
const PAGES = [
  { name: 'Models (/)', path: '/' },
  { name: 'Brands (/brands)', path: '/brands' },
  { name: 'Brand page (/brands/nordlys)', path: '/brands/nordlys' },
].filter((page) => !ONLY || ONLY.includes(page.path));
const REPORTS = process.env.REPORTS;
const BUILD = process.env.BUILD;
const BASE = process.env.BASE?.replace(/\/$/, '');
const RUNS = Number(process.env.RUNS ?? 3);

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Chromium with a DevTools port for Lighthouse; resolves once it listens. */
async function launchChromium(): Promise<{ port: number; child: ChildProcess; dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-lh-'));
  const child = spawn(
    process.env.CHROME_PATH || '/usr/bin/chromium',
    [
      '--headless',
      ...CHROMIUM_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${dir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`chromium exited with ${code}: ${output}`)));
  });
  return { port, child, dir };
}

/** The gzip size of a built file, from the .gz the build wrote beside it. */
function gzipSize(dist: string, url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

async function measure(url: string, port: number, dist: string, report?: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (report) await writeFile(report, JSON.stringify(lhr));
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const failedA11y = Object.values(lhr.audits)
    .filter(
      (a) => a.score === 0 && lhr.categories.accessibility!.auditRefs.some((r) => r.id === a.id),
    )
    .map((a) => a.id);
  return {
    performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scripts: scripts.length,
    jsTransferred: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsGzip: scripts.reduce((sum, r) => sum + gzipSize(dist, r.url), 0),
    failedA11y,
  };
}

type Figures = Awaited<ReturnType<typeof measure>>;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

// Lighthouse can reject a protocol wait outside the awaited chain on a busy machine; the run
// it belongs to then fails on its own.
process.on('unhandledRejection', (error) => console.error('Lighthouse:', (error as Error).message));

/**
 * One unmeasured load of each page first, in a browser of its own (so the measured one starts
 * with no history: no recently used brands): a server that has just started answers its
 * first requests several times slower (cold JIT, first reads), and Lighthouse's simulation
 * adds the server time it observes to every request of the page.
 */
async function warmUp(base: string) {
  const browser = await launchChromium();
  try {
    for (const page of PAGES)
      await measure(`${base}${page.path}`, browser.port, '').catch(() => undefined);
  } finally {
    await closeChromium(browser);
  }
}

/** Ends Chromium and removes its profile once it has exited (it writes there until then). */
async function closeChromium({ child, dir }: { child: ChildProcess; dir: string }) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }
  await rm(dir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * The server to measure: BASE when given (the sizes of its scripts read from BUILD or the
 * worktree's build), else one of our own on the e2e data.
 */
async function serve() {
  if (BASE) {
    const dist = path.resolve(BUILD ?? path.join(root, 'packages/web/dist'));
    return { base: BASE, dist, stop: async () => undefined };
  }
  if (!BUILD)
    execFileSync(process.execPath, [path.join(root, 'scripts/build-web.mjs')], {
      stdio: 'inherit',
    });
  const data = await prepareDataDir();
  const dist = BUILD ? path.resolve(BUILD) : data.webDist;
  const server = await startServer(data.dataDir, data.emptyDir, dist);
  return {
    base: server.base,
    dist,
    stop: async () => {
      await server.stop();
      await data.cleanup();
    },
  };
}

async function main() {
  const server = await serve();
  const { dist } = server;
  const chromium = await launchChromium();
  const rows: Array<[string, Figures]> = [];
  if (REPORTS) await mkdir(REPORTS, { recursive: true });
  try {
    await warmUp(server.base);
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A busy machine can time Lighthouse out: report it and go on with the next run.
        try {
          const slug = page.path.replace(/\W+/g, '_');
          const report = REPORTS && path.join(REPORTS, `${slug}-${i + 1}.json`);
          runs.push(await measure(`${server.base}${page.path}`, chromium.port, dist, report));
        } catch (error) {
          console.error(`${page.name}: run ${i + 1} failed: ${(error as Error).message}`);
        }
      }
      if (runs.length === 0) continue;
      runs.sort((a, b) => a.performance - b.performance);
      rows.push([page.name, runs[Math.floor(runs.length / 2)]!]);
      console.error(`${page.name}: performance ${runs.map((r) => r.performance).join(', ')}`);
    }
  } finally {
    await closeChromium(chromium);
    await server.stop();
  }
  console.log(
    `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs)` : ''}, mobile, simulated throttling; ${cpus().length} cores, ${cpus()[0]?.model ?? ''}\n`,
  );
  console.log(
    '| page | performance | accessibility | FCP | LCP | TBT | CLS | JS files | JS transferred (br) | JS gzip |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, f] of rows) {
    console.log(
      `| ${name} | ${f.performance} | ${f.accessibility} | ${ms(f.fcp)} | ${ms(f.lcp)} | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${f.scripts} | ${kb(f.jsTransferred)} | ${kb(f.jsGzip)} |`,
    );
  }
  for (const [name, f] of rows) {
    if (f.failedA11y.length)
      console.log(`\n${name}: failed accessibility audits: ${f.failedA11y.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
