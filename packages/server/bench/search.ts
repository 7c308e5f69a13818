/**
 * `npm run bench:search -- --models 100000 [--database-url URL] [--processes 2]
 *   [--duration 10] [--connections 8] [--data DIR] [--heap-mb N] [--semi-space-mb 64]`
 *
 * Generates (once, kept in DIR) a metadata-only catalogue of that many models, starts the
 * server on it (embedded database by default, or a PostgreSQL server with 1..n processes)
 * and measures over HTTP with autocannon: a models search with a two-word query, two filters,
 * counters and autocompletions (queries vary per request), the same matched in every
 * catalogue language with the query's first (as the web app asks), and a fetch of 64 models
 * by id. A Fastify hello world measured in the same run (its own process) is the machine's
 * reference. Prints a table for docs/PERFORMANCE.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { LANGUAGES } from '@vitrine/contracts';
import { SERVER_NODE_FLAGS } from '../src/node-flags';
import { measureReference } from './reference';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const option = (name: string, fallback?: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const models = Number(option('models', '100000'));
const databaseUrl = option('database-url');
const processes = Number(option('processes', databaseUrl ? '2' : '1'));
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '8'));
// Node's default heap limit (about 4 GB) holds the index up to a few hundred thousand models;
// 1,000,000 models need about 6.5 GB resident (docs/SEARCH.md, Memory).
const heapMb = Number(option('heap-mb', String(Math.max(4096, Math.ceil(models * 0.012)))));
// npm start's young generation (main.ts); --semi-space-mb 16 is Node's default.
const semiSpaceMb = Number(option('semi-space-mb', '64'));
const dataDir = option('data', path.join(tmpdir(), `vitrine-bench-search-${models}`))!;
if (!Number.isInteger(models) || models < 1) throw new Error('--models must be a positive integer');
if (!databaseUrl && processes !== 1) throw new Error('the embedded database serves one process');

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DEMO: 'false',
  LOG_LEVEL: 'info',
  RATE_LIMIT: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};

/** Generates the catalogue unless the data folder (or database) already holds it. */
function generate() {
  const marker = path.join(dataDir, `.scale-${models}${databaseUrl ? '-pg' : ''}`);
  if (existsSync(marker)) return;
  mkdirSync(dataDir, { recursive: true });
  console.log(
    `Generating ${models} models into ${databaseUrl ? 'the PostgreSQL server' : dataDir}...`,
  );
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/cli/generate-scale.ts', '--models', String(models)],
    // A loaded machine can make one bulk statement outlast the server's default bound.
    { cwd: root, env: { ...env, STATEMENT_TIMEOUT_MS: '600000' }, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('generation failed');
  console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  spawnSync('touch', [marker]);
}

/** Seconds the server took to load its search index, as it logs them. */
const indexLoadSeconds: number[] = [];

async function startServer(port: number): Promise<ChildProcess> {
  // The flags `npm start` gives the server (node-flags.ts).
  const flags = [
    ...SERVER_NODE_FLAGS.filter((flag) => !flag.startsWith('--max-semi-space-size')),
    `--max-semi-space-size=${semiSpaceMb}`,
    `--max-old-space-size=${heapMb}`,
    '--import',
    'tsx',
  ];
  const child = spawn(process.execPath, [...flags, 'packages/server/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      const loaded = /Search index ready in ([\d.]+) s/.exec(text);
      if (loaded) indexLoadSeconds.push(Number(loaded[1]));
      if (text.includes('Vitrine ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

/** A process's resident memory in MiB (Linux). */
function residentMiB(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/status`)) return NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
}

const post = async (base: string, route: string, body: unknown) => {
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

/** Two-word queries as visitors type them, in several languages. */
const QUERIES: Array<[string, string]> = [
  ['oak chair', 'en'],
  ['walnut table', 'en'],
  ['grey sofa', 'en'],
  ['eiche stuhl', 'de'],
  ['sofa grau', 'de'],
  ['chaise chêne', 'fr'],
  ['mesa roble', 'es'],
  ['tavolo noce', 'it'],
  ['krzesło dąb', 'pl'],
  ['meşe sandalye', 'tr'],
  ['black lamp', 'en'],
  ['white shelf', 'en'],
];

/** Mixed-language queries (docs/SEARCH.md, Mixed queries): a word of another language each. */
const MIXED_QUERIES: Array<[string, string]> = [
  ['stuhl oak', 'en'],
  ['chaise walnut', 'en'],
  ['mesa eiche', 'de'],
  ['krzesło oak', 'en'],
  ['sandalye oak', 'en'],
  ['стул walnut', 'en'],
];

async function measure(base: string[], label: string, bodies: () => unknown, route: string) {
  const results = await Promise.all(
    base.map(
      (url) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            {
              url: `${url}${route}`,
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              connections: Math.max(1, Math.round(connections / base.length)),
              duration,
              requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(bodies()) }) }],
            },
            (error: Error | null, result) => (error ? reject(error) : resolve(result)),
          );
          void instance;
        }),
    ),
  );
  const requests = results.reduce((n, r) => n + r.requests.average, 0);
  const worst = (pick: (r: autocannon.Result) => number) => Math.max(...results.map(pick));
  return {
    label,
    p50: worst((r) => r.latency.p50),
    p95: worst((r) => r.latency.p97_5),
    p99: worst((r) => r.latency.p99),
    rps: requests,
    errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
  };
}

generate();
const port = 19000 + Math.floor(Math.random() * 500);
const servers: ChildProcess[] = [];
for (let i = 0; i < processes; i++) servers.push(await startServer(port + i));
const bases = servers.map((_, i) => `http://127.0.0.1:${port + i}`);
// Resident memory when ready and the highest seen while measuring (sampled every 250 ms):
// an operator sizes a container by the highest.
const readyMiB = servers.map((s) => residentMiB(s.pid));
const peakMiB = [...readyMiB];
const sampler = setInterval(() => {
  servers.forEach((s, i) => (peakMiB[i] = Math.max(peakMiB[i]!, residentMiB(s.pid))));
}, 250);
try {
  const sample = await post(bases[0]!, '/api/catalog/v1/models/search', { size: 1000 });
  const ids = (sample.hits as Array<{ id: string }>).map((h) => h.id);
  const owners = (
    (
      await post(bases[0]!, '/api/catalog/v1/models/search', {
        size: 0,
        enrich: { counters: { scopes: ['owner_ids'] } },
      })
    ).enriched as { counters: { owner_ids: Array<{ id: string }> } }
  ).counters.owner_ids.map((o) => o.id);
  let n = 0;
  const searchBody = (everyLanguage = false, queries = QUERIES) => {
    const [query, language] = queries[n++ % queries.length]!;
    return {
      query_string: query,
      // Every catalogue language, the query's first: what the web app's search costs.
      languages: everyLanguage
        ? [language, ...LANGUAGES.filter((l) => l !== language)]
        : [language, 'en'],
      size: 64,
      boosting: true,
      filtering: [
        {
          operator: 'or',
          filters: [
            {
              algorithm: 'exact_or',
              scope: 'owner_ids',
              values: owners.slice(n % 20, (n % 20) + 12),
            },
          ],
        },
        {
          operator: 'and',
          filters: [
            {
              algorithm: 'range',
              scope: 'property_values',
              property_tag_id: 'prop_width',
              values: [30, 250],
            },
          ],
        },
      ],
      enrich: { counters: true, autocompletions: true, suggestions: true },
    };
  };
  const fetchBody = () => {
    const start = (n++ * 64) % Math.max(1, ids.length - 64);
    return {
      ids: ids.slice(start, start + 64),
      favourite_languages: ['de', 'en'],
      fetch: { texts: true, images: true, tags: true },
    };
  };
  await measure(bases, 'warm-up', searchBody, '/api/catalog/v1/models/search');
  const rows = [
    await measureReference(connections, duration),
    await measure(
      bases,
      'models search: 2 words, 2 filters, counters, autocompletions',
      searchBody,
      '/api/catalog/v1/models/search',
    ),
    await measure(
      bases,
      "the same in all 14 languages, the query's first",
      () => searchBody(true),
      '/api/catalog/v1/models/search',
    ),
    await measure(
      bases,
      'mixed-language queries ("stuhl oak") in all 14 languages',
      () => searchBody(true, MIXED_QUERIES),
      '/api/catalog/v1/models/search',
    ),
    await measure(bases, 'models fetch: 64 by id', fetchBody, '/api/catalog/v1/models/fetch'),
  ];
  const cpu = cpus();
  console.log(
    `\n${models} models, ${databaseUrl ? `PostgreSQL server, ${processes} process(es)` : 'embedded PGlite'}, ` +
      `${connections} connections, ${duration} s; ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
  );
  console.log(
    `Search index loaded in ${indexLoadSeconds.join(', ')} s; server memory (RSS) when ready ` +
      `${readyMiB.join(', ')} MiB, highest while measuring ${peakMiB.join(', ')} MiB, at the end ` +
      `${servers.map((s) => residentMiB(s.pid)).join(', ')} MiB\n`,
  );
  console.log('| call | p50 ms | p97.5 ms | p99 ms | req/s | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps.toFixed(0)} | ${r.errors} |`,
    );
} finally {
  clearInterval(sampler);
  for (const server of servers) server.kill('SIGTERM');
}
