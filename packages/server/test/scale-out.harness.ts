/**
 * The parts of the scale-out test (scale-out.slow.test.ts): a throw-away PostgreSQL cluster
 * that can be stopped and started on its port, Vitrine processes started as `npm start` does,
 * Debian's nginx running deploy/nginx/vitrine.conf in a temp folder, and a load generator
 * with a fixed number of connections.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { freePort } from '../../../test-support/net';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PostgreSQL from .ci/pg-cluster.sh (needs root, as CI has), with stop and start. */
export interface PgCluster {
  url: string;
  stop(): void;
  start(): void;
  close(): void;
}

export function startPgCluster(): PgCluster {
  const script = path.join(ROOT, '.ci/pg-cluster.sh');
  const [dir, url] = execFileSync('bash', [script], { encoding: 'utf8' }).trim().split(' ');
  const bin = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], {
    encoding: 'utf8',
  }).trim();
  const port = new URL(url!).port;
  const pgCtl = (args: string) =>
    execFileSync(
      'su',
      ['postgres', '-s', '/bin/sh', '-c', `${bin}/pg_ctl -D '${dir}/data' ${args}`],
      {
        stdio: 'ignore',
      },
    );
  return {
    url: url!,
    stop: () => pgCtl('-m immediate stop'),
    start: () =>
      pgCtl(
        `-l '${dir}/server.log' -w -o "-p ${port} -k '${dir}' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start`,
      ),
    close: () => execFileSync('bash', [script, 'stop', dir!]),
  };
}

export interface VitrineProcess {
  port: number;
  env: NodeJS.ProcessEnv;
  base: string;
  child: ChildProcess;
  output: () => string;
}

/**
 * main.ts as `npm start` runs it, on `port` (a free one by default); resolves once /readyz
 * answers 200.
 */
export async function startVitrine(env: NodeJS.ProcessEnv, port?: number): Promise<VitrineProcess> {
  port ??= await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  child.stderr.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Vitrine exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`Vitrine not ready in 90 s:\n${output}`);
    const ready = await fetch(`${base}/readyz`).catch(() => undefined);
    if (ready?.status === 200) break;
    await sleep(250);
  }
  return { port, env, base, child, output: () => output };
}

/** kill -9: the process ends at once, whatever it was doing. */
export async function killVitrine(p: VitrineProcess) {
  const exited = new Promise((resolve) => p.child.once('exit', resolve));
  p.child.kill('SIGKILL');
  await exited;
}

export async function stopVitrine(p: VitrineProcess) {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((resolve) => p.child.once('exit', resolve));
  p.child.kill('SIGTERM');
  await exited;
}

export interface Nginx {
  base: string;
  port: number;
  close(): Promise<void>;
}

/**
 * deploy/nginx/vitrine.conf on `port`, with its upstream servers replaced by `ports`, inside an http block with its own prefix, pid and temp paths (no root).
 * `exempt`: client addresses the rate limits leave alone (the load generator's).
 */
export async function startNginx(
  port: number,
  ports: number[],
  exempt: string[] = [],
  /** The folder the internal file location serves (a process's DATA_DIR/files). */
  files?: string,
): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-nginx-'));
  let site = await readFile(path.join(ROOT, 'deploy/nginx/vitrine.conf'), 'utf8');
  // The processes on `ports`, with the parameters the file gives its own servers.
  const parameters = /upstream vitrine \{[^}]*?\n\s*server \S+ ([^;]*);/.exec(site)?.[1] ?? '';
  const upstreams = ports.map((p) => `    server 127.0.0.1:${p} ${parameters};`).join('\n');
  site = site
    .replace(/(upstream vitrine \{\n)(?:\s*#.*\n)*(?:\s*server .*\n)+/, `$1${upstreams}\n`)
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/alias \/var\/lib\/vitrine\/8080\/files\/;/, `alias ${files ?? dir}/;`)
    .replace(
      /(geo \$vitrine_limit_client \{\n\s*default \$binary_remote_addr;\n)/,
      (m) => m + exempt.map((a) => `    ${a} "";\n`).join(''),
    );
  const conf = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  default_type application/octet-stream;
${site}
}
`;
  await writeFile(path.join(dir, 'nginx.conf'), conf);
  execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', dir, '-c', `${dir}/nginx.conf`], {
    stdio: 'pipe',
  });
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', `${dir}/nginx.conf`], {
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${base}/livez`).catch(() => undefined))?.status === 200) break;
    await sleep(100);
  }
  return {
    base,
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface Outcome {
  status: number;
  body: string;
  ms: number;
  error?: string;
}

/** A fixed pool of `connections` keep-alive connections to one origin, from `localAddress`. */
export function client(origin: string, connections: number, localAddress = '127.0.0.1') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress });
  const { hostname, port } = new URL(origin);
  function call(c: Call): Promise<Outcome> {
    const started = performance.now();
    return new Promise((resolve) => {
      const done = (status: number, body: string, error?: string) =>
        resolve({ status, body, ms: performance.now() - started, error });
      const req = http.request(
        {
          agent,
          hostname,
          port,
          method: c.method,
          path: c.path,
          headers: c.headers,
          timeout: 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString()));
          res.on('error', (e) => done(0, '', String(e)));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (e) => done(0, '', String(e)));
      req.end(c.body);
    });
  }
  return { call, close: () => agent.destroy() };
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/** Latency figures of one kind of request, as a line. */
export function figures(name: string, ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(1).padStart(7);
  return `${name.padEnd(16)} n=${String(s.length).padStart(6)} p50=${f(percentile(s, 50))} ms p95=${f(percentile(s, 95))} ms p99=${f(percentile(s, 99))} ms`;
}

/**
 * The machine's reference: a Fastify hello world's requests a second through the same load
 * generator (`connections` connections, `seconds`), so the figures read as ratios.
 */
export async function helloWorldReference(connections: number, seconds = 3) {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const port = await freePort();
  await hello.listen({ port, host: '127.0.0.1' });
  const pool = client(`http://127.0.0.1:${port}`, connections);
  const until = performance.now() + seconds * 1000;
  let answered = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        await pool.call({ method: 'GET', path: '/' });
        answered++;
      }
    }),
  );
  pool.close();
  await hello.close();
  return Math.round(answered / seconds);
}

export { freePort, sleep };
