/**
 * The real thing a new user runs: the server process on an empty data folder generates the
 * demo (two brands here, to stay quick), serves it, and a second start keeps the data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/node-flags';
import { createPostgresDatabase } from './stores';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts main.ts like `npm start` does and waits for its "ready" line. */
async function startServer(env: NodeJS.ProcessEnv): Promise<Running> {
  // Pages answer only under PUBLIC_URL's host (others are moved there): the address we ask.
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Vitrine ready in .* on (http:\/\/[^\s"]+)/.exec(output);
      if (ready) resolve(ready[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, base, output: () => output };
}

async function stopServer(running: Running) {
  const exited = new Promise((resolve) => running.child.on('exit', resolve));
  running.child.kill('SIGTERM');
  await exited;
}

const post = (base: string, route: string, body: unknown) =>
  fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const targets = [
  { name: 'embedded database', database: async () => ({ env: {}, drop: async () => undefined }) },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'PostgreSQL server',
          database: async () => {
            const db = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
            return { env: { DATABASE_URL: db.url }, drop: () => db.drop() };
          },
        },
      ]
    : []),
];

describe.each(targets)('npm start on a fresh data folder ($name)', ({ database }) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  // Two starts, the first generating a brand's demo: minutes on a loaded 2-core machine.
  it(
    'generates the demo, serves it in the asked language, and keeps it on the next start',
    { timeout: 300_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-e2e-'));
      const noLibraries = await mkdtemp(path.join(tmpdir(), 'vitrine-e2e-sh3f-'));
      const db = await database();
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      cleanups.push(() => rm(noLibraries, { recursive: true, force: true }));
      cleanups.push(db.drop);
      const env = { DATA_DIR: dataDir, SH3F_DIR: noLibraries, DEMO_BRANDS: 'nordlys', ...db.env };

      const first = await startServer(env);
      try {
        expect(first.output()).toContain('First start: generating the demo catalogue');
        expect(first.output()).toMatch(/Demo catalogue ready in .*: 1 brands, \d+ models/);
        expect((await fetch(`${first.base}/healthz`)).status).toBe(200);

        const list = await post(first.base, '/api/catalog/v1/models/list', { owner_id: 'nordlys' });
        expect(list.status).toBe(200);
        const { model_ids: ids } = (await list.json()) as { model_ids: string[] };
        expect(ids.length).toBeGreaterThan(10);

        const fetched = await post(first.base, '/api/catalog/v1/models/fetch', {
          ids: [ids[0]],
          favourite_languages: ['de', 'en'],
          fetch: { texts: true, images: true },
        });
        const answer = (await fetched.json()) as {
          models: Array<{
            texts: Array<{ category: string; language: string; payload: string }>;
            images: Array<{ dataport: string }>;
          }>;
        };
        const model = answer.models[0]!;
        const titles = model.texts.filter((t) => t.category === 'title');
        expect(titles[0]!.language).toBe('de');

        const image = await fetch(`${first.base}/api/dataport/v1/${model.images[0]!.dataport}`);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/jpeg');
        expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(5000);

        const page = await fetch(`${first.base}/brands/nordlys`);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toContain('text/html');
      } finally {
        await stopServer(first);
      }

      const second = await startServer(env);
      try {
        expect(second.output()).not.toContain('generating the demo');
        const list = await post(second.base, '/api/catalog/v1/models/list', {
          owner_id: 'nordlys',
        });
        const { model_ids: ids } = (await list.json()) as { model_ids: string[] };
        expect(ids.length).toBeGreaterThan(10);
      } finally {
        await stopServer(second);
      }
    },
  );
});
