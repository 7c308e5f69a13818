/**
 * The real server for end-to-end tests: `packages/server/src/main.ts` on its own copy of a
 * demo data folder. Generating the demo takes a minute, so the generated folder is cached
 * under the OS temp dir, keyed by a hash of the demo generator's sources and the brand
 * list; each run copies it, so parallel runs never share a database, and serves its own
 * copy of the web build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './mail';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The demo brands the tests browse: more than 250 models, a materials brand (textura), one
 * with an external catalogue (hygge-home), a deprecated one (stara-praha), Polish and Czech
 * names (wisla, brno-studio).
 */
export const E2E_BRANDS = [
  'nordlys',
  'casavento',
  'holzwerk',
  'wisla',
  'brno-studio',
  'textura',
  'hygge-home',
  'stara-praha',
];

export interface RunningServer {
  base: string;
  /** The server's DATA_DIR (startOwnServer only): demo-accounts.json is there. */
  dataDir?: string;
  stop(): Promise<void>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name !== 'node_modules' && !name.endsWith('.test.ts'))
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? sourceFiles(full) : [full];
    });
}

/** Changes whenever the generated catalogue could: generator sources, seed, brand list. */
function dataKey(): string {
  const hash = createHash('sha256').update(E2E_BRANDS.join(','));
  const inputs = [
    ...sourceFiles(path.join(root, 'packages/demo-data/src')),
    path.join(root, 'packages/server/src/seed.ts'),
    // The demo goes in as a package: the package format and the import make the data too.
    ...sourceFiles(path.join(root, 'packages/catalogue-package/src')),
    ...sourceFiles(path.join(root, 'packages/server/src/import')),
    // The format's schemas decide what the import takes.
    path.join(root, 'packages/contracts/src/package.ts'),
    // The cached folder holds a database: a changed migration makes it stale.
    ...sourceFiles(path.join(root, 'packages/server/src/store/migrations')),
  ];
  for (const file of inputs) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Starts main.ts on `dataDir` and resolves once it prints its "ready" line; `env` adds
 * settings (e.g. other base paths).
 */
export async function startServer(
  dataDir: string,
  emptyDir: string,
  webDist?: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  // The server knows the address the browser uses (PUBLIC_URL: the login provider's issuer,
  // which the web app reads from its runtime settings), as a real deployment does.
  const port = env.PORT ?? String(await freePort());
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: port,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        RATE_LIMIT: 'false',
        DATA_DIR: dataDir,
        SH3F_DIR: emptyDir,
        DEMO_BRANDS: E2E_BRANDS.join(','),
        ...(webDist ? { WEB_DIST: webDist } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Vitrine ready in .* on (http:\/\/[^\s"]+)/.exec(output);
      if (ready) resolve(ready[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A demo account (auth/demo-accounts.ts) of the cached demo data every e2e server copies. */
export function demoAccount(role: 'visitor' | 'brand editor'): { email: string; password: string } {
  const file = path.join(tmpdir(), 'vitrine-e2e-cache', dataKey(), 'demo-accounts.json');
  const { accounts } = JSON.parse(readFileSync(file, 'utf8')) as {
    accounts: Array<{ email: string; password: string; role: string }>;
  };
  const account = accounts.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account with role ${role} in ${file}`);
  return account;
}

/**
 * The cached demo data folder, generated first if missing (`npm test` starts this beside the
 * unit tests: scripts/test.mjs, harness/prepare-cache.ts).
 */
export async function ensureDemoCache(): Promise<string> {
  const cacheRoot = path.join(tmpdir(), 'vitrine-e2e-cache');
  const cached = path.join(cacheRoot, dataKey());
  if (existsSync(cached)) return cached;
  console.log(`e2e: generating the demo data (${E2E_BRANDS.length} brands) into the cache...`);
  await mkdir(cacheRoot, { recursive: true });
  const staging = await mkdtemp(path.join(cacheRoot, 'staging-'));
  const empty = `${staging}-no-libraries`;
  await mkdir(empty);
  try {
    const server = await startServer(staging, empty);
    await server.stop();
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
  // Another run may have finished first; either copy is as good.
  await rename(staging, cached).catch(() => rm(staging, { recursive: true, force: true }));
  return cached;
}

/** A fresh copy of the cached demo data folder, generating the cache first if needed. */
export async function prepareDataDir(): Promise<{
  dataDir: string;
  emptyDir: string;
  webDist: string;
  cleanup(): Promise<void>;
}> {
  const cached = await ensureDemoCache();
  const work = await mkdtemp(path.join(tmpdir(), 'vitrine-e2e-run-'));
  const empty = path.join(work, 'no-libraries');
  await mkdir(empty);
  const dataDir = path.join(work, 'data');
  await cp(cached, dataDir, { recursive: true });
  // A private copy of the build: a rebuild in the worktree meanwhile must not change the
  // files under a running test.
  const webDist = path.join(work, 'web');
  await cp(path.join(root, 'packages/web/dist'), webDist, { recursive: true });
  return {
    dataDir,
    emptyDir: empty,
    webDist,
    cleanup: () => rm(work, { recursive: true, force: true }),
  };
}

/**
 * A server of a test file's own, with its own settings, on its own copy of the demo data
 * (the global setup has cached it); `stop` also removes the copy.
 */
export async function startOwnServer(env: Record<string, string>): Promise<RunningServer> {
  const data = await prepareDataDir();
  try {
    const server = await startServer(data.dataDir, data.emptyDir, data.webDist, env);
    return {
      base: server.base,
      dataDir: data.dataDir,
      async stop() {
        await server.stop();
        await data.cleanup();
      },
    };
  } catch (error) {
    await data.cleanup();
    throw error;
  }
}
