/**
 * `npm run bench:insights -- [--events 10000000] [--database-url URL] [--duration 10]
 *   [--connections 8] [--rate 2000] [--refill]`
 *
 * The statistics at scale (docs/PERFORMANCE.md "Insights"), on a PostgreSQL server
 * (DATABASE_URL or --database-url; a throw-away one: `.ci/pg-cluster.sh`):
 * 1. fills insight_events with --events generated events (default 10,000,000; about 4 min
 *    on 2 cores) and counts the rollups from them (insights-fill.ts); a database that holds
 *    that many already (up to 10 % more: earlier runs' ingestion) is used as it is;
 * 2. starts the server (its own process, `npm start`'s flags) on that database, with an
 *    administrator and an owner of brand-000 (5 % of the events) logged in;
 * 3. ingestion through POST /api/insights/matomo.php, bodies as the web app's tracker sends
 *    them (20 requests, text/plain, insights-batches.ts): as fast as --connections clients
 *    go, then at --rate events/s; latencies of every response (exact p95);
 * 4. the insights page's reads one at a time: brand-000 over 30 and 365 days, the catalogue
 *    over 30 and 365 days; the server's own split of each (Server-Timing: database,
 *    serialisation) and its longest event-loop delay meanwhile (/metrics);
 * and a Fastify hello world measured in the same run (its own process) as the reference.
 * Not part of `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createAccountsRepository } from '../src/auth/accounts.repository';
import { loadConfig } from '../src/config';
import { createInsightsService } from '../src/insights';
import { migrate } from '../src/store/migrate';
import { openPostgresStore } from '../src/store/postgres-store';
import { addAccount, freePort, obtainTokens } from '../test/auth-harness';
import { trackerBodies } from './insights-batches';
import { BIG_BRAND, countEvents, fillEvents } from './insights-fill';
import { SERVER_NODE_FLAGS } from '../src/node-flags';
import { measureReference } from './reference';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const option = (name: string, fallback?: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const events = Number(option('events', '10000000'));
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '8'));
const rate = Number(option('rate', '2000'));
const BATCH = 20;
const databaseUrl = option('database-url', process.env.DATABASE_URL);
if (!databaseUrl) {
  console.error(
    'bench:insights needs a PostgreSQL server: set DATABASE_URL or pass --database-url.\n' +
      'A throw-away one: read -r PG_DIR PG_URL < <(.ci/pg-cluster.sh); ' +
      'later .ci/pg-cluster.sh stop $PG_DIR',
  );
  process.exit(2);
}
if (!Number.isInteger(events) || events < 1) throw new Error('--events must be a whole number');

interface Row {
  label: string;
  rate: string;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  note?: string;
}

const quantiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
};

/** CPU seconds a process has used (Linux), to tell the server's share of the two cores. */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Fills the events unless the database holds the asked number (or a little more) already. */
async function prepare() {
  const store = await openPostgresStore(databaseUrl!, { statementTimeoutMs: 3_600_000, max: 2 });
  try {
    await migrate(store);
    const insights = createInsightsService(store, { siteId: 1, retentionMonths: 13 });
    const found = await countEvents(store);
    if (args.includes('--refill') || found < events || found > events * 1.1) {
      console.log(`Filling ${events.toLocaleString('en')} events (found ${found})...`);
      await fillEvents(databaseUrl!, events, () => insights.rebuildRollups(), console.log);
    } else console.log(`Using the ${found.toLocaleString('en')} events in the database`);
    // What the server does at start: the monthly rollups of the months that have ended.
    await insights.prune();
    // Statistics for the planner (autovacuum's work, done now: new tables after migration 044).
    await store.query(
      `ANALYZE insight_daily, insight_brand_daily, insight_monthly, insight_brand_monthly,
               insight_search_daily, insight_search_monthly`,
    );
    // Accounts of this run: an administrator (ADMIN_EMAILS) and an owner of the big brand.
    const accounts = createAccountsRepository(store);
    const run = Math.random().toString(36).slice(2, 8);
    const users = {
      admin: { email: `bench-admin-${run}@example.com`, password: `Bench-${run}-password` },
      owner: { email: `bench-owner-${run}@example.com`, password: `Bench-${run}-password` },
    };
    await addAccount(accounts, users.admin.email, users.admin.password);
    await addAccount(accounts, users.owner.email, users.owner.password, { ownerIds: [BIG_BRAND] });
    const sizes = await store.query<{ name: string; rows: string; size: string }>(
      `SELECT relname AS name, reltuples::bigint AS rows,
              pg_size_pretty(pg_total_relation_size(oid)) AS size
         FROM pg_class WHERE relname IN ('insight_events', 'insight_daily', 'insight_search_daily',
           'insight_brand_daily', 'insight_brand_monthly', 'insight_search_monthly', 'insight_monthly')
        ORDER BY relname`,
    );
    return { users, sizes };
  } finally {
    await store.close();
  }
}

async function startServer(env: NodeJS.ProcessEnv, base: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'packages/server/src/main.ts'],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  let exited = false;
  child.on('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server exited while starting');
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** autocannon on one route, with every response's time kept (autocannon has no p95). */
function load(
  options: autocannon.Options,
): Promise<{ result: autocannon.Result; times: number[] }> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: Error | null, result) =>
      error ? reject(error) : resolve({ result, times }),
    );
    instance.on('response', (_client, status: number, _bytes, responseTime: number) => {
      if (status === 200) times.push(responseTime);
    });
  });
}

/** The server's longest event-loop delay since the last scrape (prom-client resets it). */
async function loopDelayMs(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(/^nodejs_eventloop_lag_max_seconds (\S+)/m.exec(text)?.[1] ?? NaN) * 1000;
}

/** A part of the server's own timing of a response (Server-Timing, asked for per request). */
const timingOf = (response: Response, name: string) =>
  Number(
    new RegExp(`${name};[^,]*dur=([\\d.]+)`).exec(
      response.headers.get('server-timing') ?? '',
    )?.[1] ?? NaN,
  );

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const prepared = await prepare();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-insights-'));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    ADMIN_EMAILS: prepared.users.admin.email,
    DEMO: 'false',
    SH3F_IMPORT: 'false',
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'warn',
  };
  const config = loadConfig(env);
  const provider = {
    url: base,
    auth: {
      issuer: `${config.auth.publicUrl}${config.auth.basePath}`,
      settings: { clientId: config.auth.clientId },
    },
  };
  const reference = await measureReference(connections, duration);
  const server = await startServer(env, base);
  const rows: Row[] = [];
  try {
    const token = async (user: { email: string; password: string }) =>
      `Bearer ${(await obtainTokens(provider, user.email, user.password)).access_token}`;
    const admin = await token(prepared.users.admin);
    const owner = await token(prepared.users.owner);

    // Ingestion: 2,000 different bodies, each sent many times over.
    const bodies = trackerBodies(2000, BATCH);
    let next = 0;
    const ingest = async (label: string, extra: Partial<autocannon.Options>) => {
      const cpuBefore = cpuSeconds(server.pid);
      const started = performance.now();
      const { result, times } = await load({
        url: `${base}/api/insights/matomo.php`,
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        connections,
        duration,
        requests: [{ setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }) }],
        ...extra,
      });
      const seconds = (performance.now() - started) / 1000;
      const cpu = (cpuSeconds(server.pid) - cpuBefore) / seconds;
      rows.push({
        label,
        rate: `${Math.round((times.length * BATCH) / seconds).toLocaleString('en')} events/s (${Math.round(times.length / seconds)} req/s)`,
        ...quantiles(times),
        errors: result.errors + result.non2xx,
        note: `server process CPU ${(cpu * 100).toFixed(0)} %`,
      });
    };
    await ingest('warm-up', { duration: 3 });
    rows.pop();
    await ingest(`ingestion, ${connections} clients as fast as they go, ${BATCH} per body`, {});
    await ingest(`ingestion at ${rate.toLocaleString('en')} events/s, ${BATCH} per body`, {
      overallRate: rate / BATCH,
    });
    // One body at a time: what a batch costs without waiting behind others.
    const alone: Array<{ ms: number }> = [];
    const aloneStarted = performance.now();
    while (performance.now() < aloneStarted + duration * 1000) {
      const started = performance.now();
      const response = await fetch(`${base}/api/insights/matomo.php`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-enable-apisight': 'true' },
        body: bodies[next++ % bodies.length],
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`matomo.php answered ${response.status}`);
      alone.push({ ms: performance.now() - started });
    }
    const aloneSeconds = (performance.now() - aloneStarted) / 1000;
    rows.push({
      label: `ingestion, one body at a time, ${BATCH} per body`,
      rate: `${Math.round((alone.length * BATCH) / aloneSeconds).toLocaleString('en')} events/s (${Math.round(alone.length / aloneSeconds)} req/s)`,
      ...quantiles(alone.map((r) => r.ms)),
      errors: 0,
      note: 'answered before the write: written with the others within 250 ms (write-behind)',
    });

    // The insights page's reads, one at a time, as a page asks them.
    const today = day(0);
    const reads: Array<[string, string, string]> = [
      [`brand ${BIG_BRAND}, 30 days`, `/v1/brands/${BIG_BRAND}?from=${day(29)}&to=${today}`, owner],
      [
        `brand ${BIG_BRAND}, 365 days`,
        `/v1/brands/${BIG_BRAND}?from=${day(364)}&to=${today}`,
        owner,
      ],
      ['catalogue, 30 days', `/v1/catalogue?from=${day(29)}&to=${today}`, admin],
      ['catalogue, 365 days', `/v1/catalogue?from=${day(364)}&to=${today}`, admin],
    ];
    for (const [label, route, authorization] of reads) {
      const get = async () => {
        const started = performance.now();
        const response = await fetch(`${base}/api/insights${route}`, {
          headers: { authorization, 'x-enable-apisight': 'true' },
        });
        const bytes = (await response.arrayBuffer()).byteLength;
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
        return {
          ms,
          db: timingOf(response, 'db'),
          serialize: timingOf(response, 'serialize'),
          bytes,
        };
      };
      await get(); // warm-up
      await loopDelayMs(base); // resets the maximum
      const results: Array<Awaited<ReturnType<typeof get>>> = [];
      const started = performance.now();
      const until = started + duration * 1000;
      while (performance.now() < until || results.length < 20) results.push(await get());
      const seconds = (performance.now() - started) / 1000;
      const delay = await loopDelayMs(base);
      const worst = (pick: (r: (typeof results)[number]) => number) =>
        Math.max(...results.map(pick));
      rows.push({
        label: `GET ${label} (${(results[0]!.bytes / 1024).toFixed(0)} KB)`,
        rate: `${(results.length / seconds).toFixed(1)} req/s, one at a time`,
        ...quantiles(results.map((r) => r.ms)),
        errors: 0,
        note:
          `database ${quantiles(results.map((r) => r.db)).p50.toFixed(0)} ms p50 (its queries' sum); ` +
          `serialisation max ${worst((r) => r.serialize).toFixed(1)} ms; ` +
          `event loop max delay ${delay.toFixed(0)} ms`,
      });
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }

  const cpu = cpus();
  console.log(
    `\n${events.toLocaleString('en')} events filled; PostgreSQL server; ${connections} connections, ${duration} s per run; ` +
      `${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
  );
  console.log(
    `Tables: ${prepared.sizes.map((s) => `${s.name} ${Number(s.rows).toLocaleString('en')} rows, ${s.size}`).join('; ')}\n`,
  );
  console.log(
    `Fastify hello world (reference, same run, autocannon ${connections} connections): ` +
      `${reference.rps.toFixed(0)} req/s, p50 ${reference.p50} ms, p97.5 ${reference.p95} ms\n`,
  );
  console.log('| what | rate | p50 ms | p95 ms | p99 ms | errors | notes |');
  console.log('|---|---|---:|---:|---:|---:|---|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.rate} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.note ?? ''} |`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
