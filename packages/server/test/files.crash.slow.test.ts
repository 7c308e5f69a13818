/**
 * A kill -9 in the middle of an upload: the real server process streams a multipart upload
 * to disk, dies, starts again, and must show no half file and no row for that upload.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { freePort, obtainTokens } from './auth-harness';
import { filesUnder } from './files.harness';
import { createPostgresDatabase } from './stores';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const CRASH_EDITOR = 'crash@vitrine.test';
const CRASH_PASSWORD = 'kill nine survives';

const serverEnv = (env: NodeJS.ProcessEnv) => ({
  ...process.env,
  HOST: '127.0.0.1',
  DEMO: 'false',
  LOG_LEVEL: 'info',
  ...env,
});

/** Makes an account that owns the brand `crash`, with the user command, before a start. */
function addCrashEditor(env: NodeJS.ProcessEnv) {
  for (const args of [
    ['add', CRASH_EDITOR, CRASH_PASSWORD],
    ['grant-owner', CRASH_EDITOR, 'crash'],
  ])
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/auth/cli.ts', ...args],
      {
        cwd: repoRoot,
        env: serverEnv(env),
        stdio: 'ignore',
      },
    );
}

/** The crash editor's Authorization header, logged in at the server on this port. */
async function crashEditor(port: number) {
  const url = `http://127.0.0.1:${port}`;
  const { auth } = loadConfig({ PUBLIC_URL: url });
  const tokens = await obtainTokens(
    { url, auth: { issuer: `${url}${auth.basePath}`, settings: auth } },
    CRASH_EDITOR,
    CRASH_PASSWORD,
  );
  return `Bearer ${tokens.access_token}`;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const free = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    // Its own issuer at the address the test reaches (a login token names it).
    env: serverEnv({ PORT: String(free), PUBLIC_URL: `http://127.0.0.1:${free}`, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready in [\d.]+ s on http:\/\/[\w.]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { child, port };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );

async function stop(child: ChildProcess) {
  child.kill('SIGKILL');
  await exited(child);
}

async function json(port: number, url: string, body: unknown, authorization?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

const kinds = [
  { name: 'pglite', database: async () => ({ env: {}, drop: async () => undefined }) },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          database: async () => {
            const db = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
            return { env: { DATABASE_URL: db.url }, drop: () => db.drop() };
          },
        },
      ]
    : []),
];

describe.each(kinds)('kill -9 during an upload on $name', (kind) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('leaves no half file and no row, and the next start sweeps what was staged', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-crash-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await kind.database();
    cleanup.push(() => database.drop());
    const env = { DATA_DIR: dataDir, SH3F_DIR: path.join(dataDir, 'none'), ...database.env };
    addCrashEditor(env);
    const first = await startServer(env);
    cleanup.push(() => stop(first.child));
    const authorization = await crashEditor(first.port);

    // Stream a multipart upload slowly: the request part, then file bytes in pieces.
    const boundary = 'crashboundary';
    const upload = request({
      host: '127.0.0.1',
      port: first.port,
      method: 'POST',
      path: '/api/dataport/v1/load_multipart',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
        authorization,
      },
    });
    upload.on('error', () => undefined); // the server dies under it
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n` +
        `{"storage":{"owner_id":"crash"}}\r\n--${boundary}\r\n` +
        'Content-Disposition: form-data; name="file"; filename="big.bin"\r\n\r\n',
    );
    const staging = path.join(dataDir, 'files', 'tmp');
    let staged = 0;
    for (let i = 0; i < 200 && staged < 1024 * 1024; i++) {
      upload.write(Buffer.alloc(256 * 1024, i));
      await sleep(20);
      const names = await readdir(staging).catch(() => [] as string[]);
      staged = names.length ? (await stat(path.join(staging, names[0]!))).size : 0;
    }
    expect(staged).toBeGreaterThan(0); // the upload is half on disk

    first.child.kill('SIGKILL');
    await exited(first.child);
    const blobs = (await filesUnder(path.join(dataDir, 'files'))).filter(
      (f) => !f.startsWith('tmp'),
    );
    expect(blobs).toEqual([]); // nothing under a real name

    const second = await startServer(env);
    cleanup.push(() => stop(second.child));
    expect(await filesUnder(path.join(dataDir, 'files'))).toEqual([]); // tmp swept
    const list = await json(second.port, '/api/dataport/v1/list', { owner_id: 'crash' });
    expect(list).toMatchObject({ total: 0, list: [] });

    // And the service still takes uploads.
    const ok = await json(
      second.port,
      '/api/dataport/v1/load',
      { datasource: 'data:,after%20the%20crash', storage: { owner_id: 'crash' } },
      await crashEditor(second.port),
    );
    expect(ok.dataport_id).toBeTypeOf('string');
    second.child.kill('SIGTERM');
    await exited(second.child);
  }, 400_000);
});
