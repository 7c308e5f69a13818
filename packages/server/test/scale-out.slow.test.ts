/**
 * Several Vitrine processes behind Debian's nginx (deploy/nginx/vitrine.conf), on a real
 * PostgreSQL server and a real S3-protocol server, all on loopback: mixed traffic with 64
 * connections while one process is killed (kill -9), then PostgreSQL restarted, then the
 * object store stopped; what one process writes is seen through the other; a rate limit holds
 * across the processes. SCALE_OUT_SECONDS sets the traffic's length (45 s by default, CI; the
 * figures in docs/PERFORMANCE.md are from 300 s). Needs root (the PostgreSQL cluster) and
 * /usr/sbin/nginx.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsRepository } from '../src/auth/accounts.repository';
import { openStore, type Store } from '../src/store';
import { addAccount, obtainTokens } from './auth-harness';
import { startS3Server, type S3Server } from './blob-stores';
import { multipart } from './files.harness';
import { ADMIN_EMAIL } from './login';
import {
  client,
  freePort,
  sleep,
  startNginx,
  startPgCluster,
  startVitrine,
  stopVitrine,
  type Call,
  type Nginx,
  type PgCluster,
  type VitrineProcess,
} from './scale-out.harness';

/** How soon a write through one process must be seen through the other. */
const VISIBLE_WITHIN_MS = 1000;
const OWNER = 'scaleout';

let pg: PgCluster;
let s3: S3Server;
let nginx: Nginx;
let store: Store;
let dataDir: string;
const processes: VitrineProcess[] = [];
let auth: Record<string, string>;
let adminId: string;
let env: NodeJS.ProcessEnv;

const json = (body: unknown) => JSON.stringify(body);
const jsonHeaders = () => ({ 'content-type': 'application/json', ...auth });
const upload = (bytes: Buffer, name: string): Call => {
  const form = multipart({ hints: { filename: name }, storage: { owner_id: OWNER } }, bytes, name);
  return {
    method: 'POST',
    path: '/api/dataport/v1/load_multipart',
    headers: { ...form.headers, ...auth },
    body: form.payload,
  };
};
const listFiles: Call = {
  method: 'POST',
  path: '/api/dataport/v1/list',
  headers: { 'content-type': 'application/json' },
  body: json({ owner_id: OWNER }),
};
const favourite = (worker: number, value: number): Call => ({
  method: 'POST',
  path: '/api/users/v1/triples/write',
  headers: jsonHeaders(),
  body: json({
    write: [{ user: adminId, scope: 'settings', key: `scale_w${worker}`, value: String(value) }],
  }),
});
const readFavourites: Call = {
  method: 'POST',
  path: '/api/users/v1/triples/read',
  headers: { 'content-type': 'application/json' },
  body: json({ scopes: ['settings'] }),
};
const search = (n: number): Call => ({
  method: 'POST',
  path: '/api/catalog/v1/models/search',
  headers: { 'content-type': 'application/json' },
  body: json({ query_string: ['chair', 'table', 'lamp', 'sofa'][n % 4], size: 20 }),
});

beforeAll(async () => {
  pg = startPgCluster();
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-scale-'));
  const nginxPort = await freePort();
  env = {
    DATABASE_URL: pg.url,
    ...s3.env('scale'),
    DEMO: 'false',
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: '127.0.0.1',
    // Counted in nginx, across the processes (docs/OPERATIONS.md "Rate limits").
    RATE_LIMIT: 'false',
    ADMIN_EMAILS: ADMIN_EMAIL,
  };
  // Both at once on an empty database: the migrations run once, under their lock.
  const started = await Promise.all(
    ['a', 'b'].map((name) => startVitrine({ ...env, DATA_DIR: path.join(dataDir, name) })),
  );
  processes.push(...started);
  // The load generator's address is exempt from the rate limits; 127.0.0.2 is not.
  nginx = await startNginx(
    nginxPort,
    processes.map((p) => p.port),
    ['127.0.0.1'],
  );
  store = await openStore({ databaseUrl: pg.url, dataDir, statementTimeoutMs: 10_000 });
  const password = `pw-${randomBytes(8).toString('hex')}-long enough`;
  adminId = await addAccount(createAccountsRepository(store), ADMIN_EMAIL, password);
  const login = {
    url: nginx.base,
    auth: { issuer: `${nginx.base}/auth`, settings: { clientId: 'vitrine-catalogue' } },
  };
  const tokens = await obtainTokens(login, ADMIN_EMAIL, password);
  auth = { authorization: `Bearer ${tokens.access_token}` };
}, 150_000);

afterAll(async () => {
  await nginx?.close();
  for (const p of processes) await stopVitrine(p).catch(() => undefined);
  await store?.close();
  await s3?.close();
  pg?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Asks until `ok` holds or `ms` pass; returns how long it took. */
async function within(ms: number, ok: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await ok())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await sleep(20);
  }
  return Date.now() - started;
}

describe('two Vitrine processes behind nginx', () => {
  it('writes through one process are seen through the other', async () => {
    const [a, b] = processes.map((p) => client(p.base, 2));
    const bytes = randomBytes(2048);
    const stored = await a!.call(upload(bytes, 'seen.bin'));
    expect(stored.status, stored.body).toBe(200);
    const id = JSON.parse(stored.body).dataport_id as string;
    const fileMs = await within(VISIBLE_WITHIN_MS, async () => {
      const listed = await b!.call(listFiles);
      return listed.status === 200 && listed.body.includes(id);
    });
    const got = await b!.call({ method: 'GET', path: `/api/dataport/v1/${id}` });
    expect(got.status).toBe(200);
    const written = await a!.call(favourite(999, 1));
    expect(written.status, written.body).toBe(200);
    const tripleMs = await within(VISIBLE_WITHIN_MS, async () => {
      const read = await b!.call({ ...readFavourites, headers: jsonHeaders() });
      return read.body.includes('scale_w999');
    });
    console.log(
      `seen through the other process: file after ${fileMs} ms, setting after ${tripleMs} ms`,
    );
    a!.close();
    b!.close();
  });

  it('holds a rate limit across the processes (counted in nginx)', async () => {
    // 127.0.0.2 is not exempt: 200 searches at once, the limit is 1200/min with a burst of 60.
    const other = client(nginx.base, 16, '127.0.0.2');
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => other.call(search(i))));
    other.close();
    const ok = answers.filter((r) => r.status === 200).length;
    const limited = answers.filter((r) => r.status === 429);
    // Per process, each would have let all 200 through (1200 a minute each).
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThanOrEqual(70);
    expect(limited.length).toBe(200 - ok);
    expect(JSON.parse(limited[0]!.body).error.code).toBe('too_many_requests');
  });
});
